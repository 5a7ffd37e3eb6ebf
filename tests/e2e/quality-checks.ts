import { axeViolations, colourRules, wcagTags } from "#tests/engines/axe.ts";
import { expect, test, type Browser, type Page } from "@playwright/test";
import type { SiteContentSet } from "./site-content.ts";
import { watchPage } from "./watch-page.ts";

/** What holds on every page of a site: landmarks, no errors, no other origin, no-JS, axe. */
export function describeQuality(contentSet: SiteContentSet) {
  const {
    home,
    notFound,
    programPages,
    applicationPages,
    formPages,
    language,
    homePath,
    missingPath,
    allProgramsPath,
    allPrograms,
    newsPages,
    writtenPages,
  } = contentSet;
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
    ...applicationPages.flatMap((form) => [
      {
        name: named(`${form.application.heading} form`),
        path: form.path,
        status: 200,
        mustShow: [form.application.heading, ...form.application.questions.map((question) => question.label)],
      },
      {
        name: named(`${form.application.heading} thank-you`),
        path: form.thanksPath,
        status: 200,
        mustShow: [form.application.thanks.heading, form.application.thanks.backLabel],
      },
    ]),
    ...formPages.flatMap(({ form, path, thanksPath }) => [
      {
        name: named(`${form.heading} form`),
        path,
        status: 200,
        mustShow: [form.heading, form.requiredNote, ...form.questions.map((question) => question.label)],
      },
      {
        name: named(`${form.heading} thank-you`),
        path: thanksPath,
        status: 200,
        mustShow: [form.thanks.heading, form.thanks.backLabel],
      },
    ]),
    ...[...newsPages, ...writtenPages].map((news) => ({ ...news, name: named(news.name), status: 200 })),
    {
      name: named("404"),
      path: missingPath,
      status: 404,
      mustShow: [notFound.heading, notFound.homeLinkLabel],
    },
  ];

  for (const { name, path, status, mustShow } of pages) {
    test.describe(`${name} page`, () => {
      // One load for several checks: each is said by name when it fails, and the others still run.
      test("declares its language, has its landmarks, one h1 and headings in order, logs no error, asks no other origin for anything, fits 320 px, and passes axe (WCAG 2.2 A/AA) at 375 and 1280 px, its colour rules in dark too", async ({
        page,
        baseURL,
      }) => {
        await checkPageQuality(page, baseURL!, { path, status, code: language.code });
      });

      test("reads fully without JavaScript", async ({ browser, baseURL }) => {
        await checkReadsWithoutScript(browser, baseURL!, { path, status, mustShow });
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

/** The page answers with its status and shows `mustShow` with JavaScript off. */
export async function checkReadsWithoutScript(
  browser: Browser,
  baseURL: string,
  { path, status, mustShow }: { path: string; status: number; mustShow: readonly string[] },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  // Among what shows: the page's address printed in its header holds its name too.
  for (const text of mustShow) {
    await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();
  }
  await context.close();
}
