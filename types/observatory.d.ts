// The parts of @mdn/mdn-http-observatory that tests/deploy/observatory.ts uses.
declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { grade: string; score: number };
  export function getScoreModifier(result: string): number;
}
declare module "@mdn/mdn-http-observatory/src/constants.js" {
  export const ALL_TESTS: Array<(requests: unknown) => { result: string; pass: boolean }>;
  export const NUM_TESTS: number;
}
declare module "@mdn/mdn-http-observatory/src/retriever/retriever.js" {
  export function retrieve(
    hostname: string,
    options?: { httpPort?: string; httpsPort?: string },
  ): Promise<{ responses: { auto: unknown } }>;
}
