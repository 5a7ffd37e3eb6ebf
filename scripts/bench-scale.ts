// What the site costs as the organisation adds programs: grows a copy of content/ to N
// programs in every language (copies of the first program with a page, each with its own
// title and position, as a volunteer would make them, every other one named the same in every
// language), builds each, and prints the build's seconds per page and its largest page.
// `npm run bench:scale -- 4 50 100`.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { budgets } from "#tests/build/budgets.ts";
import { listPages } from "./postbuild/site-files.ts";
import { formatTable } from "./format-table.ts";
import { growContent } from "./grown-content.ts";

const sizes = process.argv.slice(2).map(Number);
const programCounts = sizes.length > 0 && sizes.every((size) => size > 0) ? sizes : [4, 25, 50, 100];
const workFolder = path.resolve("build/scale");

function grownContent(count: number): string {
  const folder = path.join(workFolder, `content-${count}`);
  growContent("content", folder, count, { sameNames: true });
  return folder;
}

async function largestPage(client: string): Promise<{ page: string; bytes: number }> {
  let largest = { page: "", bytes: 0 };
  for (const page of await listPages(client)) {
    const bytes = gzipSync(readFileSync(path.join(client, page)), { level: 9 }).length;
    if (bytes > largest.bytes) largest = { page, bytes };
  }
  return largest;
}

const rows: Array<Record<string, string | number>> = [];
let previous: { pages: number; seconds: number } | undefined;
for (const count of programCounts) {
  const content = grownContent(count);
  const build = path.join(workFolder, `build-${count}`);
  const started = performance.now();
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: build },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0 || !existsSync(path.join(build, "client", "index.html"))) {
    console.error(
      `The build with ${count} programs failed: run CONTENT_DIR=${content} npm run build to see why.`,
    );
    process.exit(1);
  }
  const client = path.join(build, "client");
  const pages = (await listPages(client)).length;
  const largest = await largestPage(client);
  const extra =
    previous && pages > previous.pages ? (seconds - previous.seconds) / (pages - previous.pages) : NaN;
  rows.push({
    programs: count,
    "HTML pages": pages,
    "build s": seconds.toFixed(1),
    "s per page": (seconds / pages).toFixed(3),
    "s per extra page": Number.isNaN(extra) ? "" : extra.toFixed(3),
    "largest page (gzip B)": `${largest.bytes} ${largest.page}`,
    "within 14,600 B": largest.bytes <= budgets.contentPageHtml ? "yes" : "NO",
  });
  previous = { pages, seconds };
  console.log(`${count} programs: ${pages} pages in ${seconds.toFixed(1)} s`);
}
console.log(formatTable(rows));
console.log(`The grown content and builds are in ${path.relative(process.cwd(), workFolder)}/.`);
