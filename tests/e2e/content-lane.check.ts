// The content lane's browser checks (scripts/check-content-lane.ts): what a change to the
// content can break that only a browser sees, on each page the change affects, in its own
// language. The pages come from the file CONTENT_LANE_PAGES names; the whole suite checks
// every page of each content set with its own specs (quality, visitor settings, whole words,
// languages), which these checks are taken from.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { cutWords } from "./cut-words.ts";
import { checkPageQuality, checkReadsWithoutScript } from "./quality-checks.ts";
import { missingPath } from "./site-content.ts";
import { findBrokenText, findEdgelessControls, ways } from "./visitor-settings.ts";

interface LanePage {
  address: string;
  kind: string;
  name: string;
  language: string;
  /** The site's name in the page's language, which the header holds whole. */
  siteName: string;
}

const pages = JSON.parse(readFileSync(process.env.CONTENT_LANE_PAGES ?? "", "utf8")) as LanePage[];
const [, enlargeRoot] = ways.find(([way]) => way === "the root font size") ?? [];

test("the content lane has pages to check", () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const { address, kind, name, language, siteName } of pages) {
  // The 404 page is what an address the site lacks answers, under the language's folder.
  const notFound = kind === "not-found";
  const path = notFound ? address.replace(/\/404\/page$/, missingPath) : address;
  const status = notFound ? 404 : 200;

  test.describe(`${path} (${name}, ${language})`, () => {
    test("passes the quality checks: language, landmarks, headings, no error, 320 px, axe", async ({
      page,
      baseURL,
    }) => {
      await checkPageQuality(page, baseURL!, { path, status, code: language });
    });

    test("cuts no word but at a hyphen at 320 px, and stays whole with text at 200% and in forced colours", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      expect.soft(await cutWords(page), "words cut at 320 px").toEqual([]);
      expect.soft(await page.evaluate(findBrokenText, siteName), "text at 100%, 320 px").toEqual([]);
      await page.emulateMedia({ forcedColors: "active" });
      expect.soft(await page.evaluate(findEdgelessControls), "forced colours, 320 px").toEqual([]);
      await context.close();

      const enlarged = await browser.newContext({ baseURL });
      const large = await enlarged.newPage();
      await enlargeRoot?.(large, 200);
      for (const width of [320, 1280]) {
        await large.setViewportSize({ width, height: 800 });
        if (width === 320) await large.goto(path);
        expect.soft(await large.evaluate(findBrokenText, siteName), `text at 200%, ${width} px`).toEqual([]);
      }
      await enlarged.close();
    });

    test("reads without JavaScript, and its language switch leads to the page in each other language", async ({
      browser,
      baseURL,
    }) => {
      await checkReadsWithoutScript(browser, baseURL!, { path, status, mustShow: [] });
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator("h1").filter({ visible: true })).toHaveCount(1);
      const links = await page
        .locator("a[hreflang]")
        .evaluateAll((found) =>
          found.map((link) => ({ href: link.getAttribute("href"), code: link.getAttribute("hreflang") })),
        );
      for (const { href, code } of links) {
        const response = await page.request.get(href ?? "");
        expect.soft(response.status(), `the link to ${code}: ${href}`).toBe(200);
      }
      await context.close();
    });
  });
}
