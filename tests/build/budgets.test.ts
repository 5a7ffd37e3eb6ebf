import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureContent } from "#scripts/content-sets.ts";
import { formatTable } from "#scripts/format-table.ts";
import { budgets, floorCoverage } from "./budgets.ts";
import { builtPages, editorFirstLoad, firstLoad, inlineCssBytes, sum, type BuiltPage } from "./built-site.ts";

const loads = new Map(builtPages.map((page) => [page.url, firstLoad(page.file)]));
const loadOf = (page: BuiltPage) => loads.get(page.url)!;
const editorLoad = editorFirstLoad();
const homePage = builtPages.find((page) => page.kind === "home")!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// As a maintainer would ask it: `npx browserslist --coverage=GM,SN,NG`.
const cli = createRequire(import.meta.url).resolve("browserslist/cli.js");
const coverage: Record<string, number> = Object.fromEntries(
  [
    ...execFileSync(process.execPath, [cli, `--coverage=${floorCoverage.regions.join(",")}`], {
      encoding: "utf8",
    }).matchAll(/([\d.]+)% of all users in the (\w+)/g),
  ].map((match) => [match[2]!, Number(match[1])]),
);

// The fixture's words are ours, so its pages are held to the room we keep for the staff's;
// the site's own content (and the grown copy of it) may use that room.
const contentPageBudget =
  path.resolve(process.env.CONTENT_DIR ?? "content") === path.resolve(fixtureContent)
    ? budgets.contentPageHtmlWithRoom
    : budgets.contentPageHtml;
const htmlBudget = (page: BuiltPage) =>
  page.kind === "not-found" ? budgets.notFoundHtml : contentPageBudget;
const jsBudget = (page: BuiltPage) =>
  page.kind === "not-found" ? budgets.notFoundJs : budgets.contentPageJs;

describe("byte budgets (gzip)", () => {
  // The figures are printed on every run, not only when a limit is passed.
  beforeAll(() => {
    const rows = builtPages.map((page) => {
      const resources = loadOf(page);
      return {
        page: page.url,
        html: `${sum(resources, "html")} B`,
        "css (inline)": kb(inlineCssBytes(page.file)),
        js: kb(sum(resources, "js")),
        "fonts+images": kb(sum(resources, "font") + sum(resources, "image")),
        "first visit": kb(sum(resources)),
      };
    });
    rows.push({
      page: "/admin/ (to its first form)",
      html: `${sum(editorLoad, "html")} B`,
      "css (inline)": "in the js",
      js: `${kb(sum(editorLoad, "js"))} of ${kb(budgets.editorFirstForm)}`,
      "fonts+images": kb(sum(editorLoad, "font") + sum(editorLoad, "image")),
      "first visit": kb(sum(editorLoad)),
    });
    console.log(`Bytes per page, gzip (limits in tests/build/budgets.ts):\n${formatTable(rows)}`);
    console.log(
      `The support floor's share of browser use (browserslist --coverage, at least ${floorCoverage.atLeast}%):\n${formatTable(
        Object.entries(coverage).map(([region, percent]) => ({ region, coverage: `${percent}%` })),
      )}`,
    );
  });

  it(`reaches at least ${floorCoverage.atLeast}% of browser use in ${floorCoverage.regions.join(", ")}`, () => {
    for (const region of floorCoverage.regions) {
      expect(coverage[region], region).toBeGreaterThanOrEqual(floorCoverage.atLeast);
    }
  });

  it("keeps each page's HTML within budget", () => {
    for (const page of builtPages) {
      expect(sum(loadOf(page), "html"), page.url).toBeLessThanOrEqual(htmlBudget(page));
    }
  });

  it("keeps each page's CSS within budget, all of it inside the HTML", () => {
    for (const page of builtPages) {
      expect(sum(loadOf(page), "css"), `${page.url} loads a stylesheet`).toBe(0);
      expect(inlineCssBytes(page.file), page.url).toBeGreaterThan(0);
      expect(inlineCssBytes(page.file), page.url).toBeLessThanOrEqual(budgets.css);
    }
  });

  it("ships no JavaScript on content pages and almost none on the 404 page", () => {
    for (const page of builtPages) {
      expect(sum(loadOf(page), "js"), page.url).toBeLessThanOrEqual(jsBudget(page));
    }
    const notFound = builtPages.find((page) => page.kind === "not-found")!;
    expect(sum(loadOf(notFound), "js"), "the 404 page logs the missing path").toBeGreaterThan(0);
  });

  it("keeps the editor's scripts before its first form within budget", () => {
    expect(editorLoad.filter((resource) => resource.kind === "js").length).toBeGreaterThan(0);
    expect(sum(editorLoad, "js")).toBeLessThanOrEqual(budgets.editorFirstForm);
  });

  it("keeps a first visit to the home page within budget, fonts and images included", () => {
    // The icon the browser shows in its tab, at least: the page's own pictures are inline.
    expect(loadOf(homePage).some((resource) => resource.kind === "image")).toBe(true);
    expect(sum(loadOf(homePage))).toBeLessThanOrEqual(budgets.homeFirstVisit);
  });
});
