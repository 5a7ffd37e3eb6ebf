import { axeViolations, colourRules, wcagTags } from "#tests/engines/axe.ts";
import { expect, test, type Browser, type Page } from "@playwright/test";
import type { CheckedPage } from "./checked-pages.ts";
import { watchPage } from "./watch-page.ts";

/** What holds on every page: landmarks, no errors, no other origin, no-JS, axe. */
export function describeQuality(pages: readonly CheckedPage[]) {
  for (const { label, path, status, language, heading } of pages) {
    test.describe(label, () => {
      // One load for several checks: each is said by name when it fails, and the others still run.
      test("declares its language, has its landmarks, one h1 and headings in order, logs no error, asks no other origin for anything, fits 320 px, and passes axe (WCAG 2.2 A/AA) at 375 and 1280 px, its colour rules in dark too", async ({
        page,
        baseURL,
      }) => {
        await checkPageQuality(page, baseURL!, { path, status, code: language.code });
      });

      test("reads fully without JavaScript", async ({ browser, baseURL }) => {
        await checkReadsWithoutScript(browser, baseURL!, { path, status, heading });
      });
    });
  }
}

/**
 * One load for several checks, each said by name when it fails while the others still run:
 * the page's language, its landmarks, one h1 and headings in order, no error logged, nothing
 * asked of another origin, no sideways scroll at 320 px, and axe (WCAG 2.2 A/AA) at 375 and
 * 1280 px, its colour rules in dark too.
 */
export async function checkPageQuality(
  page: Page,
  baseURL: string,
  { path, status, code }: { path: string; status: number; code: string },
) {
  const watcher = watchPage(page, baseURL);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(path, { waitUntil: "networkidle" });
  await expect.soft(page.locator("html"), "language").toHaveAttribute("lang", code);
  for (const [role, count] of [
    ["main", 1],
    ["banner", 1],
    ["contentinfo", 1],
  ] as const) {
    await expect.soft(page.getByRole(role), role).toHaveCount(count);
  }
  await expect.soft(page.locator("h1"), "h1").toHaveCount(1);
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  levels.forEach((level, index) => {
    if (index > 0)
      expect.soft(level, `heading ${index} skips a level`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
  // A 404 page's own status shows up as a network error line; nothing else may.
  const errors = watcher
    .consoleErrors()
    .filter((text) => !(status === 404 && text.includes("404 (Not Found)")));
  expect.soft(errors, "console errors").toEqual([]);
  expect.soft(watcher.foreignRequests(), "requests to other origins").toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, "sideways scroll at 320 px").toBeLessThanOrEqual(0);

  // The page is the same in both schemes but for its colours: all of axe in light, and in
  // dark the rules that read colours.
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // Buttons ease into the new scheme's colours: measured halfway, they would fail.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const rules =
        colorScheme === "dark" ? { rules: colourRules } : { tags: [...wcagTags, "best-practice"] };
      expect.soft(await axeViolations(page, rules), `axe at ${width} px, ${colorScheme}`).toEqual([]);
    }
  }
}

/** The page answers with its status and shows its one heading, whole, with JavaScript off. */
export async function checkReadsWithoutScript(
  browser: Browser,
  baseURL: string,
  { path, status, heading }: { path: string; status: number; heading: string },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await expect(page.locator("h1").filter({ visible: true })).toHaveText(heading);
  await context.close();
}
