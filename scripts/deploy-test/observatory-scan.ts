// Grades the site with the MDN HTTP Observatory's own retriever, tests and grader. Run as a
// child process with NODE_EXTRA_CA_CERTS naming the test CA, so TLS verifies.
// Usage: node scripts/deploy-test/observatory-scan.ts <host> <httpPort> <httpsPort>
// The package's scan() cannot take ports, so this repeats its few lines of scoring.
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { ALL_TESTS, NUM_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";

const [host = "localhost", httpPort, httpsPort] = process.argv.slice(2);
const requests = await retrieve(host, { httpPort, httpsPort });
if (!requests.responses.auto) throw new Error("The Observatory could not reach the site.");

let uncurved = 100;
let withExtraCredit = 100;
const tests = ALL_TESTS.map((test: (r: unknown) => { result: string; pass: boolean }) => test(requests)).map(
  (output) => {
    const modifier = getScoreModifier(output.result) as number;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    return {
      name: output.constructor.name.replace(/Output$/, ""),
      result: output.result,
      pass: output.pass,
      modifier,
    };
  },
);
const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
const { grade } = getGradeForScore(score) as { grade: string };
const passed = tests.filter((test) => test.pass).length;
console.log(JSON.stringify({ grade, score, testsPassed: passed, testsFailed: NUM_TESTS - passed, tests }));
