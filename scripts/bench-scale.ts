// What the site costs as the organisation grows: grows a copy of content/ to N programs in
// every language (copies of the first program with a page, each with its own title and
// position, as a volunteer would make them, every other one named the same in every language),
// with years of stories and events in proportion (half as many stories, three tenths as many
// events, all of the first program, each with its own words), builds each, and prints the
// build's seconds per page, its peak memory, how many share images it drew (the others kept
// from an earlier build) and its largest page.
// `npm run bench:scale -- 4 50 100`; `-- 24 --stories 200 --events 300` to choose them.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { format, resolveConfig } from "prettier";
import { budgets } from "#tests/build/budgets.ts";
import { listPages } from "./postbuild/site-files.ts";
import { formatTable } from "./format-table.ts";
import { growContent } from "./grown-content.ts";
import { growNews } from "./grown-news.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { stories: { type: "string" }, events: { type: "string" } },
});
const sizes = positionals.map(Number);
const programCounts = sizes.length > 0 && sizes.every((size) => size > 0) ? sizes : [4, 25, 50, 100];
const workFolder = path.resolve("build/scale");
const performanceFile = "docs/performance.md";

function grownContent(count: number): { folder: string; stories: number; events: number } {
  const folder = path.join(workFolder, `content-${count}`);
  growContent("content", folder, count, { sameNames: true });
  const stories = values.stories ? Number(values.stories) : Math.round(count / 2);
  const events = values.events ? Number(values.events) : Math.round(count * 0.3);
  growNews(folder, { stories, events, program: "digital-bridge-gambia" });
  return { folder, stories, events };
}

async function largestPage(client: string): Promise<{ page: string; bytes: number }> {
  let largest = { page: "", bytes: 0 };
  for (const page of await listPages(client)) {
    const bytes = gzipSync(readFileSync(path.join(client, page)), { level: 9 }).length;
    if (bytes > largest.bytes) largest = { page, bytes };
  }
  return largest;
}

/**
 * What a process and every process it started hold in memory now, in kilobytes, from /proc
 * (Linux): the memory each has of its own, and the files they map (Node.js itself, its
 * libraries) once, as the largest maps them. Within 1% of their proportional share (Pss),
 * which the kernel is slow to add up while the build runs. 0 where there is no /proc:
 * each process's own peak is then all there is.
 */
function treeKilobytes(root: number | undefined): number {
  if (root === undefined || !existsSync("/proc/self/status")) return 0;
  let own = 0;
  let files = 0;
  const waiting = [root];
  for (let pid = waiting.pop(); pid !== undefined; pid = waiting.pop()) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kilobytes = (field: string) =>
        Number(new RegExp(`^${field}:\\s*(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
      own += kilobytes("RssAnon") + kilobytes("RssShmem");
      files = Math.max(files, kilobytes("RssFile"));
      // Each thread's children: a process is started by one of its threads.
      for (const thread of readdirSync(`/proc/${pid}/task`)) {
        const children = readFileSync(`/proc/${pid}/task/${thread}/children`, "utf8");
        waiting.push(...children.split(" ").filter(Boolean).map(Number));
      }
    } catch {
      // Ended meanwhile.
    }
  }
  return own + files;
}

const rows: Array<Record<string, string | number>> = [];
let previous: { pages: number; seconds: number } | undefined;
for (const count of programCounts) {
  const { folder: content, stories, events } = grownContent(count);
  const build = path.join(workFolder, `build-${count}`);
  const memoryFile = path.join(workFolder, `memory-${count}.txt`);
  rmSync(memoryFile, { force: true });
  // A cold build: no card an earlier build drew.
  const cards = path.join(workFolder, "share-images");
  rmSync(cards, { recursive: true, force: true });
  const started = performance.now();
  const child = spawn("npm", ["run", "build", "--silent"], {
    env: {
      ...process.env,
      CONTENT_DIR: content,
      BUILD_DIR: build,
      PEAK_MEMORY_FILE: memoryFile,
      SHARE_IMAGE_CACHE: cards,
      // Each step's seconds on standard error, to see where the time goes.
      BUILD_PHASES: "1",
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.resolve("scripts/peak-memory.ts")}`,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // The build's steps run side by side at times: its memory is theirs together, every 100 ms.
  let together = 0;
  const sampling = setInterval(() => {
    together = Math.max(together, treeKilobytes(child.pid));
  }, 100);
  const status = await new Promise<number | null>((resolve) => child.once("close", resolve));
  clearInterval(sampling);
  const result = { status, stderr };
  const seconds = (performance.now() - started) / 1000;
  process.stderr.write(result.stderr);
  // A first build draws every card; a later one keeps those whose words did not change.
  const drawn = /share images: (\d+) drawn, (\d+) from earlier builds/.exec(String(result.stderr));
  if (result.status !== 0 || !existsSync(path.join(build, "client", "index.html"))) {
    console.error(
      `The build with ${count} programs failed: run CONTENT_DIR=${content} npm run build to see why.`,
    );
    process.exit(1);
  }
  // The most its processes held together, as sampled, or the most one held (each writes its own
  // peak as it ends), whichever is larger: a peak between two samples is one process's.
  const peakMegabytes =
    Math.max(together, ...readFileSync(memoryFile, "utf8").trim().split("\n").map(Number)) / 1024;
  const client = path.join(build, "client");
  const pages = (await listPages(client)).length;
  const largest = await largestPage(client);
  const extra =
    previous && pages > previous.pages ? (seconds - previous.seconds) / (pages - previous.pages) : NaN;
  rows.push({
    programs: count,
    stories,
    events,
    "HTML pages": pages,
    "build s": seconds.toFixed(1),
    "s per page": (seconds / pages).toFixed(3),
    "s per extra page": Number.isNaN(extra) ? "" : extra.toFixed(3),
    "peak memory MB": Math.round(peakMegabytes),
    "share images drawn": drawn ? `${drawn[1]} of ${Number(drawn[1]) + Number(drawn[2])}` : "",
    "largest page (gzip B)": `${largest.bytes} ${largest.page}`,
    "within 12,500 B": largest.bytes <= budgets.contentPageHtmlWithRoom ? "yes" : "NO",
  });
  previous = { pages, seconds };
  console.log(
    `${count} programs, ${stories} stories, ${events} events: ${pages} pages in ${seconds.toFixed(1)} s, peak memory ${Math.round(peakMegabytes)} MB`,
  );
}
console.log(formatTable(rows));
console.log(`The grown content and builds are in ${path.relative(process.cwd(), workFolder)}/.`);
// As Prettier writes Markdown, which `npm run lint` holds every file to.
writeFileSync(
  performanceFile,
  await format(performanceText(rows), {
    ...(await resolveConfig(performanceFile)),
    filepath: performanceFile,
  }),
);
console.log(`Written to ${performanceFile}.`);

/** docs/performance.md as this run measured it: what the figures are, then the figures. */
function performanceText(measured: ReadonlyArray<Record<string, string | number>>): string {
  const columns = Object.keys(measured[0] ?? {});
  const row = (cells: readonly unknown[]) => `| ${cells.map(String).join(" | ")} |`;
  return [
    "# What the site costs",
    "",
    "Written by `npm run bench:scale` (`scripts/bench-scale.ts`), which grows copies of `content/` to",
    "many programs, with stories and events in proportion, and builds each; run it again to measure",
    "again. `build s` is the whole `npm run build`, from an empty share image cache: every card drawn.",
    "A later build of the same content draws none, and a save draws only the cards it changed.",
    "`peak memory MB` is what the build's processes hold together at their peak. The largest page is",
    "gzipped as the host sends it.",
    "",
    "The byte limits every page is held to are in `tests/build/budgets.ts`, and `npm test` prints",
    "each page's bytes; `npm run bench` measures the pages in Lighthouse and over 2G. Why the pages",
    "stay small and the build's cost per page stays flat: decisions 0012, 0015, 0021, 0025 and 0030.",
    "",
    `Measured ${new Date().toISOString().slice(0, 10)} on ${availableParallelism()} cores, Node ${process.version}:`,
    `\`npm run bench:scale -- ${process.argv.slice(2).join(" ")}\`.`,
    "",
    row(columns),
    row(columns.map(() => "---")),
    ...measured.map((each) => row(columns.map((column) => each[column] ?? ""))),
    "",
  ].join("\n");
}
