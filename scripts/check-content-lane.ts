// The content lane: what a change to the content alone can break, checked in a minute or so
// instead of the whole suite's ten. The content's own checks and the build (`npm run build`),
// the checks of every built page (budgets, links, HTML, policies, first paint, structured
// data, sitemap), then the whole suite's browser checks of the site's own pages (the
// Playwright project "site") on the pages the change affects in every language
// (affected-pages.ts): so the two judge a save alike.
//
// `npm run check:content` checks what changed in content/ since origin/main (or since the
// commit `--base` names); `npm run check:content -- programs/x.yml` checks what that file's
// pages are; `--all` checks every page.
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { contentFolder } from "#app/content/files.server.ts";
import { loadLanguages } from "#app/content/load.server.ts";
import { buildMomentFile, fixBuildMoment } from "#app/lib/build-moment.ts";
import { pagesInLanguages, sitePages } from "#app/lib/site-map.ts";
import { affectedBeforeAndAfter, affectedPages } from "./affected-pages.ts";
import { addedOrDeletedSince, changedSince, contentPrefix } from "./lane.ts";

const started = performance.now();
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: "string" }, all: { type: "boolean" } },
});
const buildFolder = process.env.BUILD_DIR ?? "build";
/** Where the content as it was at the base commit is read from git. */
const baseFolder = path.join(buildFolder, "content-lane-base");
/** Where the browser checks find the pages to check (playwright.config.ts). */
const pagesFile = path.join(buildFolder, "content-lane-pages.json");

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n— ${step}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\nThe content lane stopped at: ${step}.`);
    process.exit(result.status ?? 1);
  }
}

/**
 * The changed files in content/, as the content folder names them ("programs/x.yml"), and
 * the commit they are compared with, unless the files are named or every page is asked for.
 */
function changedContent(): { files: string[]; base?: string } | undefined {
  if (values.all) return undefined;
  if (positionals.length > 0) return { files: positionals.map((file) => file.replace(/^content\//, "")) };
  const base = values.base ?? (hasRef("origin/main") ? "origin/main" : "HEAD");
  const inContent = (files: string[]) =>
    files.filter((file) => file.startsWith(contentPrefix)).map((file) => file.slice(contentPrefix.length));
  return { files: inContent(changedSince(base, { workingTree: true })), base };
}

/**
 * The site's own content as it was at `base`, read from git beside the build: what a page
 * showed before the change counts too (a story moved from one program to another changes
 * both programs' pages). None when the content is not this repository's content/.
 */
function contentAt(base: string) {
  if (process.env.CONTENT_DIR) return undefined;
  const folder = baseFolder;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const archive = spawnSync("git", ["archive", "--format=tar", base, "content"], { maxBuffer: 1 << 30 });
  if (archive.status !== 0) return undefined;
  if (spawnSync("tar", ["-x", "-C", folder], { input: archive.stdout }).status !== 0) return undefined;
  try {
    return loadLanguages(path.join(folder, "content"));
  } catch {
    // Content the base could not build is no page's: the pages are those of today's content.
    return undefined;
  }
}

function hasRef(ref: string): boolean {
  return spawnSync("git", ["rev-parse", "--verify", "--quiet", ref], { stdio: "ignore" }).status === 0;
}

const changes = changedContent();
const changed = changes?.files;
console.log(
  changed === undefined
    ? "Content lane: every page."
    : `Content lane: ${changed.length === 0 ? "no change in content/, so every page" : changed.join(", ")}.`,
);

run("the content's checks and the build", "npm", ["run", "build", "--silent"]);
run("the checks of every built page", "npx", [
  "vitest",
  "run",
  "--config",
  "vitest.build.config.ts",
  "--project",
  "site",
]);

// Read as the build read it: which events are to come is what the build took them to be.
const momentFile = path.join(buildFolder, buildMomentFile);
if (existsSync(momentFile)) fixBuildMoment(readFileSync(momentFile, "utf8"));
const languages = loadLanguages();
const [own] = languages;
if (!own) throw new Error("The site has no language.");
const pageLanguages = languages.map(({ language }) => language);
const ownContent = own.content;
const allPages = pagesInLanguages(sitePages(own.content), pageLanguages);
const everyPageBecause = (reason: string) => ({ pages: allPages, everyPage: reason });
const { pages, everyPage } =
  !changed || changed.length === 0
    ? everyPageBecause(changed ? "no change in content/ to compare with" : "asked for")
    : changes?.base
      ? beforeAndAfter(changed, changes.base)
      : affectedPages(own.content, pageLanguages, changed);

/** The pages a change affects in the content after it and as it was before it (affected-pages.ts). */
function beforeAndAfter(files: string[], base: string) {
  const before = contentAt(base);
  const [ownBefore] = before ?? [];
  if (!before || !ownBefore) {
    const addedOrDeleted = addedOrDeletedSince(base, { workingTree: true }).find((file) =>
      file.startsWith(contentPrefix),
    );
    return addedOrDeleted
      ? everyPageBecause(`${addedOrDeleted} was added or deleted, and the content before could not be read`)
      : affectedPages(ownContent, pageLanguages, files);
  }
  const has = (folder: string) => (file: string) => existsSync(path.join(folder, file));
  return affectedBeforeAndAfter(
    { content: ownContent, languages: pageLanguages, has: has(contentFolder()) },
    {
      content: ownBefore.content,
      languages: before.map(({ language }) => language),
      has: has(path.join(baseFolder, "content")),
    },
    files,
  );
}

mkdirSync(buildFolder, { recursive: true });
writeFileSync(pagesFile, JSON.stringify(pages.map(({ address }) => ({ address }))));
console.log(
  `\n${pages.length} page(s) to check in a browser${everyPage ? ` (every page: ${everyPage})` : ""}:\n${pages
    .map((page) => `  ${page.address}`)
    .join("\n")}`,
);
if (pages.length > 0) {
  // The old engines of the support floor, which the checks of a home or a program page use.
  run("the old engines, fetched once", process.execPath, ["scripts/on-demand.ts", "old-chromium"]);
  run("the browser checks of those pages", "npx", ["playwright", "test"], { CONTENT_LANE_PAGES: pagesFile });
}

const seconds = Math.round((performance.now() - started) / 1000);
console.log(`\nThe content lane passed in ${seconds} s: ${pages.length} page(s) checked.`);
// On GitHub, the check's summary says it to the staff.
if (process.env.GITHUB_STEP_SUMMARY) {
  appendFileSync(
    process.env.GITHUB_STEP_SUMMARY,
    [
      `### Content lane passed in ${seconds} s`,
      "",
      `A change to ${contentFolder() === path.resolve("content") ? "content/" : contentFolder()} alone: the content's checks, the build, the checks of every page, and the browser checks of the ${pages.length} page(s) it changes${everyPage ? ` (every page: ${everyPage})` : ""}.`,
      "",
      ...pages.map((page) => `- ${page.address} (${page.name}, ${page.language.name})`),
      "",
    ].join("\n"),
  );
}
