import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

// axe-core run in the page itself. @axe-core/playwright runs it frame by frame and gathers the
// results in a new tab, for pages with frames: many times slower than one run in the page, and
// the site's pages have no frames.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** The rules whose result depends on the colours painted: the only ones a colour scheme changes. */
export const colourRules = ["color-contrast", "link-in-text-block"];

/** Each violation of the rules with these tags (or of these rules), as "rule: the elements it found". */
export async function axeViolations(
  page: Page,
  {
    tags,
    rules,
    disableRules = [],
  }: { tags?: readonly string[]; rules?: readonly string[]; disableRules?: readonly string[] },
): Promise<string[]> {
  // Evaluated by the browser's debugger, as Playwright's own scripts are: the page's policy
  // allows no inline script. Once per page: half a megabyte to compile.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ runOnly, disabled }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      const results = await axe.run(document, {
        runOnly,
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
      });
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    },
    {
      runOnly: rules ? { type: "rule", values: [...rules] } : { type: "tag", values: [...(tags ?? [])] },
      disabled: [...disableRules],
    },
  );
  return violations;
}
