// `npm run build`: the content checked (scripts/check-content.ts) and, beside it, the editor's
// script bundled (scripts/postbuild/editor-bundle.ts), then the site built (react-router build),
// which puts the bundled editor in it. The check and the bundle need nothing of each other, and
// the check keeps one core busy: one after the other, they took 6.5 s of a thousand programs'
// build, and together 5.4. Each is a process of its own, so neither's memory adds to the build's,
// the largest (decision 0025).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { setPriority } from "node:os";
import path from "node:path";

/** A script of the project run by this Node.js; its exit code. */
function run(script: string, argument?: string, env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, argument ? [script, argument] : [script], { stdio: "inherit", env });
  const exited = new Promise<number>((resolve) => {
    child.once("error", () => resolve(1));
    child.once("exit", (code) => resolve(code ?? 1));
  });
  return { child, exited };
}

const require = createRequire(import.meta.url);
const reactRouterPackage = require.resolve("@react-router/dev/package.json");
const { bin } = require(reactRouterPackage) as { bin: { "react-router": string } };
const reactRouter = path.join(path.dirname(reactRouterPackage), bin["react-router"]);

const editor = run("scripts/postbuild/editor-bundle.ts");
// At a lower priority (set as it starts, so the threads it starts keep it): the check, one
// thread, keeps a core to itself, and the bundle, which needs nothing from it, takes what the
// check leaves. At the same priority each slowed the other, and the check, which the build
// waits for, ended 0.7 s later at a thousand programs.
try {
  if (editor.child.pid !== undefined) setPriority(editor.child.pid, 10);
} catch {
  // Already ended, or a system that does not allow it: bundled all the same.
}
// The check is the step a volunteer's mistake stops: said at once, without waiting for the bundle.
if ((await run("scripts/check-content.ts").exited) !== 0) {
  editor.child.kill();
  process.exit(1);
}
if ((await editor.exited) !== 0) process.exit(1);
// The build's threads (the prerender, the share cards' workers, zlib's) each took a malloc arena
// of their own, which glibc keeps once filled: with two, a thousand programs' build held 60 to
// 140 MB less, at a time within the machine's drift (decision 0026). Named before, the caller's.
process.exitCode = await run(reactRouter, "build", { MALLOC_ARENA_MAX: "2", ...process.env }).exited;
