import * as chromeLauncher from "chrome-launcher";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromiumArgs, chromiumExecutable } from "./chromium.ts";
import { loadLanguages } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { pagePath } from "#app/lib/site-map.ts";
import { hasPage } from "#app/lib/programs.ts";
import { formatTable } from "./format-table.ts";
import { importTool } from "./on-demand.ts";
import { paintOn2G, twoG } from "./paint-on-2g.ts";

// Fetched the first time the benchmark runs (scripts/on-demand/bench/).
const { default: lighthouse } = await importTool<typeof import("lighthouse")>("bench", "lighthouse");

const runsPerPage = 3;
const port = Number(process.env.BENCH_PORT ?? 4321);
// Every page kind in every language: a translation has its own words and bytes.
const pages = loadLanguages().flatMap(({ language, content }) => {
  const program = content.programs.find(hasPage);
  const named = (name: string) => (language.prefix ? `${name} (${language.code})` : name);
  return [
    { name: named("home"), path: pathIn(language, "/") },
    ...(program
      ? [{ name: named("program"), path: pathIn(language, pagePath("program", program.slug)) }]
      : []),
    { name: named("404"), path: pathIn(language, "/no-such-page") },
  ];
});
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const reportDir = path.resolve("reports/lighthouse");

if (!existsSync("build/client/index.html")) {
  console.error("build/client is missing: run `npm run build` first.");
  process.exit(1);
}
mkdirSync(reportDir, { recursive: true });

const server = spawn(process.execPath, ["scripts/serve.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve) => server.stdout?.once("data", () => resolve()));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

const origin = `http://127.0.0.1:${port}`;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
const rows = [];
try {
  const paints = await paintOn2G(
    pages.map((page) => `${origin}${page.path}`),
    runsPerPage,
  );
  for (const page of pages) {
    const runs: Array<Record<string, number>> = [];
    for (let run = 1; run <= runsPerPage; run += 1) {
      const result = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: "html",
        logLevel: "error",
        onlyCategories: [...categories],
        // The 404 page answers with status 404 by design; score it anyway.
        ignoreStatusCode: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      writeFileSync(path.join(reportDir, `${page.name}-${run}.html`), result.report as string);
      const { categories: scores, audits } = result.lhr;
      runs.push({
        ...Object.fromEntries(
          categories.map((category) => [category, Math.round((scores[category]?.score ?? 0) * 100)]),
        ),
        fcp: audits["first-contentful-paint"]?.numericValue ?? NaN,
        lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        bytes: audits["total-byte-weight"]?.numericValue ?? NaN,
      } as Record<string, number>);
    }
    const medianOf = (key: string) => median(runs.map((run) => run[key] ?? NaN));
    const onTwoG = paints.get(`${origin}${page.path}`) ?? [];
    rows.push({
      page: page.path,
      performance: medianOf("performance"),
      accessibility: medianOf("accessibility"),
      "best practices": medianOf("best-practices"),
      seo: medianOf("seo"),
      FCP: seconds(medianOf("fcp")),
      LCP: seconds(medianOf("lcp")),
      TBT: `${Math.round(medianOf("tbt"))} ms`,
      CLS: medianOf("cls").toFixed(3),
      transferred: `${(medianOf("bytes") / 1024).toFixed(1)} KB`,
      "2G FCP": seconds(median(onTwoG.map((paint) => paint.fcp))),
      "2G LCP": seconds(median(onTwoG.map((paint) => paint.lcp))),
    });
  }
} finally {
  await chrome.kill();
  server.kill();
}

console.log(
  `Lighthouse, mobile, median of ${runsPerPage} runs (reports in ${path.relative(process.cwd(), reportDir)}/);`,
);
console.log(
  `2G: a fresh visit in Chromium over ${twoG.latencyMs} ms latency and ${twoG.kilobitsPerSecond} kbit/s, cache disabled, median of ${runsPerPage}:`,
);
console.log(formatTable(rows));
const missed = rows.filter(
  (row) =>
    !row.page.endsWith("/no-such-page") &&
    (row.performance < 100 ||
      row.accessibility < 100 ||
      row["best practices"] < 100 ||
      row.seo < 100 ||
      parseFloat(row.LCP) > 1.2 ||
      row.CLS !== "0.000" ||
      parseFloat(row["2G FCP"]) > 1.25 ||
      parseFloat(row["2G LCP"]) - parseFloat(row["2G FCP"]) > 0.15),
);
console.log(
  missed.length
    ? `Targets missed on: ${missed.map((row) => row.page).join(", ")}`
    : "Targets met on every content page: 100 in all four categories, LCP ≤ 1.2 s, CLS 0; on 2G, FCP ≤ 1.25 s and LCP within 0.15 s of it.",
);
