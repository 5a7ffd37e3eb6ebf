import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { SiteContentSet } from "./site-content.ts";
import { watchPage } from "./watch-page.ts";

/** What holds on every page of a site: landmarks, no errors, no other origin, no-JS, axe. */
export function describeQuality(contentSet: SiteContentSet) {
  const { home, notFound, programPages, language, homePath, missingPath, allProgramsPath, allPrograms } =
    contentSet;
  // The site's own language keeps the names its tests always had.
  const named = (name: string) => (language.prefix ? `${language.name} ${name}` : name);
  const pages = [
    {
      name: named("home"),
      path: homePath,
      status: 200,
      mustShow: [home.hero.heading, ...home.getInvolved.readyBlock.buttons.map((button) => button.label)],
    },
    ...(allProgramsPath
      ? [{ name: named("all programs"), path: allProgramsPath, status: 200, mustShow: [allPrograms.title] }]
      : []),
    ...programPages.map((program) => ({
      name: named(program.title),
      path: program.path,
      status: 200,
      mustShow: [
        program.title,
        ...program.page.curriculum.items.map((block) => block.title),
        program.deadline,
      ],
    })),
    {
      name: named("404"),
      path: missingPath,
      status: 404,
      mustShow: [notFound.heading, notFound.homeLinkLabel],
    },
  ];

  for (const { name, path, status, mustShow } of pages) {
    test.describe(`${name} page`, () => {
      test("declares its language, has one main landmark, one h1, and headings in order", async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language.code);
        await expect(page.getByRole("main")).toHaveCount(1);
        await expect(page.getByRole("banner")).toHaveCount(1);
        await expect(page.getByRole("contentinfo")).toHaveCount(1);
        await expect(page.locator("h1")).toHaveCount(1);
        const levels = await page
          .locator("h1, h2, h3, h4, h5, h6")
          .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
        levels.forEach((level, index) => {
          if (index > 0)
            expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual(levels[index - 1]! + 1);
        });
      });

      test("logs no error and asks no other origin for anything", async ({ page, baseURL }) => {
        const watcher = watchPage(page, baseURL!);
        await page.goto(path, { waitUntil: "networkidle" });
        // A 404 page's own status shows up as a network error line; nothing else may.
        const errors = watcher
          .consoleErrors()
          .filter((text) => !(status === 404 && text.includes("404 (Not Found)")));
        expect(errors).toEqual([]);
        expect(watcher.foreignRequests()).toEqual([]);
      });

      test("reads fully without JavaScript", async ({ browser, baseURL }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
        const page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        for (const text of mustShow) await expect(page.getByText(text).first()).toBeVisible();
        await context.close();
      });

      test("does not scroll sideways at 320 px", async ({ page }) => {
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });

      for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [375, 1280]) {
          test(`passes axe (WCAG 2.2 A/AA) at ${width} px in ${colorScheme}`, async ({ page }) => {
            await page.emulateMedia({ colorScheme });
            await page.setViewportSize({ width, height: 900 });
            await page.goto(path);
            const results = await new AxeBuilder({ page })
              .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"])
              .analyze();
            const summary = results.violations.map(
              (violation) =>
                `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
            );
            expect(summary).toEqual([]);
          });
        }
      }
    });
  }
}
