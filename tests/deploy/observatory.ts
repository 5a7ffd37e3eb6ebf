import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import tls from "node:tls";
import { importTool, toolsFolder } from "#scripts/on-demand.ts";

// Fetched by npm run test:deploy the first time (scripts/on-demand/deploy/).
const observatory = "@mdn/mdn-http-observatory";
const [charts, grader, constants, retriever] = await Promise.all([
  importTool<typeof import("@mdn/mdn-http-observatory/src/grader/charts.js")>(
    "deploy",
    `${observatory}/src/grader/charts.js`,
  ),
  importTool<typeof import("@mdn/mdn-http-observatory/src/grader/grader.js")>(
    "deploy",
    `${observatory}/src/grader/grader.js`,
  ),
  importTool<typeof import("@mdn/mdn-http-observatory/src/constants.js")>(
    "deploy",
    `${observatory}/src/constants.js`,
  ),
  importTool<typeof import("@mdn/mdn-http-observatory/src/retriever/retriever.js")>(
    "deploy",
    `${observatory}/src/retriever/retriever.js`,
  ),
]);
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = charts;
const { getGradeForScore, getScoreModifier } = grader;
const { ALL_TESTS, NUM_TESTS } = constants;
const { retrieve } = retriever;

// The package's scan() cannot take ports, so this repeats its few lines of scoring.
export async function gradeWithObservatory(
  host: string,
  ports: { http: number; https: number },
  caFile: string,
) {
  await preparePreloadList();
  tls.setDefaultCACertificates([...tls.getCACertificates("default"), readFileSync(caFile, "utf8")]);
  const requests = await retrieve(host, { httpPort: String(ports.http), httpsPort: String(ports.https) });
  if (!requests.responses.auto) throw new Error("The Observatory could not reach the site.");
  let uncurved = 100;
  let withExtraCredit = 100;
  const tests = ALL_TESTS.map((test) => test(requests)).map((output) => {
    const modifier = getScoreModifier(output.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    return { name: output.constructor.name.replace(/Output$/, ""), result: output.result, pass: output.pass };
  });
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  const testsFailed = NUM_TESTS - tests.filter((test) => test.pass).length;
  return { grade: getGradeForScore(score).grade, score, testsFailed, tests };
}

// The install script that downloads Chromium's HSTS preload list cannot reach it here
// (package.json "allowScripts"); the test host is on no list, so an empty one grades alike.
async function preparePreloadList() {
  const require = createRequire(path.join(await toolsFolder("deploy"), "package.json"));
  const conf = path.join(path.dirname(require.resolve(`${observatory}/package.json`)), "conf");
  mkdirSync(conf, { recursive: true });
  if (!existsSync(path.join(conf, "hsts-preload.json")))
    writeFileSync(path.join(conf, "hsts-preload.json"), "{}\n");
}
