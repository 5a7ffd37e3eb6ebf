import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import tls from "node:tls";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { ALL_TESTS, NUM_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";

// The package's scan() cannot take ports, so this repeats its few lines of scoring.
export async function gradeWithObservatory(
  host: string,
  ports: { http: number; https: number },
  caFile: string,
) {
  preparePreloadList();
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
function preparePreloadList() {
  const require = createRequire(import.meta.url);
  const conf = path.join(path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json")), "conf");
  mkdirSync(conf, { recursive: true });
  if (!existsSync(path.join(conf, "hsts-preload.json")))
    writeFileSync(path.join(conf, "hsts-preload.json"), "{}\n");
}
