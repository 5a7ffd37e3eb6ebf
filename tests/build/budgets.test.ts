import { beforeAll, describe, expect, it } from "vitest";
import { budgets } from "./budgets";
import { builtPages, firstLoad, sum } from "./built-site";

const loads = Object.fromEntries(builtPages.map((page) => [page.name, firstLoad(page.file)]));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("byte budgets (gzip)", () => {
  // The figures are printed on every run, not only when a limit is passed.
  beforeAll(() => {
    const rows = builtPages.map((page) => {
      const resources = loads[page.name]!;
      return {
        page: page.url,
        html: kb(sum(resources, "html")),
        css: kb(sum(resources, "css")),
        js: kb(sum(resources, "js")),
        "fonts+images": kb(sum(resources, "font") + sum(resources, "image")),
        "first visit": kb(sum(resources)),
      };
    });
    console.log(`Bytes per page, gzip (limits in tests/build/budgets.ts):\n${formatTable(rows)}`);
  });

  it("keeps each page's HTML within budget", () => {
    expect(sum(loads.home!, "html")).toBeLessThanOrEqual(budgets.homeHtml);
    expect(sum(loads.program!, "html")).toBeLessThanOrEqual(budgets.programHtml);
    expect(sum(loads["404"]!, "html")).toBeLessThanOrEqual(budgets.notFoundHtml);
  });

  it("keeps each page's CSS within budget", () => {
    for (const page of builtPages)
      expect(sum(loads[page.name]!, "css"), page.url).toBeLessThanOrEqual(budgets.css);
  });

  it("ships no JavaScript on content pages and almost none on the 404 page", () => {
    expect(sum(loads.home!, "js")).toBe(budgets.contentPageJs);
    expect(sum(loads.program!, "js")).toBe(budgets.contentPageJs);
    expect(sum(loads["404"]!, "js")).toBeGreaterThan(0);
    expect(sum(loads["404"]!, "js")).toBeLessThanOrEqual(budgets.notFoundJs);
  });

  it("keeps a first visit to the home page within budget, fonts and images included", () => {
    expect(loads.home!.some((resource) => resource.kind === "image")).toBe(true);
    expect(sum(loads.home!)).toBeLessThanOrEqual(budgets.homeFirstVisit);
  });
});

function formatTable(rows: Array<Record<string, string>>): string {
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join("  ");
  return [
    line(columns),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map((row) => line(columns.map((c) => row[c]!))),
  ].join("\n");
}
