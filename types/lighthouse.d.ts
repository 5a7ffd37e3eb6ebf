// The part of Lighthouse that scripts/bench.ts uses. Lighthouse is fetched by npm run bench the
// first time (scripts/on-demand/bench/), so its own types are not in node_modules.
declare module "lighthouse" {
  interface RunnerResult {
    report: string | string[];
    lhr: {
      categories: Record<string, { score: number | null } | undefined>;
      audits: Record<string, { numericValue?: number } | undefined>;
    };
  }
  export default function lighthouse(
    url: string,
    flags: Record<string, unknown>,
  ): Promise<RunnerResult | undefined>;
}
