// The language switch: plain links, each in its own language, that work with JavaScript off on
// the narrowest phone, and lead to the same page in the other language (the 404 page, whose
// address has no page in any language, to the other language's home page).
import { expect, test, type Page } from "@playwright/test";
import { pathIn } from "#app/lib/languages.ts";
import type { CheckedPage } from "./checked-pages.ts";

type InLanguage = CheckedPage["twins"][number];

async function switchTo(page: Page, from: InLanguage, to: InLanguage) {
  const nav = page.getByRole("navigation", { name: from.content.site.languageSwitchLabel });
  const link = nav.getByRole("link", { name: to.language.name, exact: true });
  await expect(link).toHaveAttribute("lang", to.language.code);
  await expect(link).toHaveAttribute("hreflang", to.language.code);
  const box = (await link.boundingBox())!;
  expect(box.x + box.width, "the link fits in 320 px").toBeLessThanOrEqual(320);
  expect(box.height, "the link is a target a thumb can hit").toBeGreaterThanOrEqual(24);
  await link.click();
  await expect(page.locator("html")).toHaveAttribute("lang", to.language.code);
}

/** Each page switches to each other language, and back, at 320 px without JavaScript. */
export function describeLanguageSwitch(pages: readonly CheckedPage[]) {
  for (const from of pages) {
    for (const to of from.twins) {
      test(`${from.label} switches to ${to.language.name} and back, at 320 px without JavaScript`, async ({
        browser,
        baseURL,
      }) => {
        const context = await browser.newContext({
          baseURL,
          javaScriptEnabled: false,
          viewport: { width: 320, height: 640 },
        });
        const page = await context.newPage();
        const response = await page.goto(from.path);
        expect(response?.status()).toBe(from.status);
        await switchTo(page, from, to);
        const notFound = from.kind === "not-found";
        await expect(page).toHaveURL(notFound ? pathIn(to.language, "/") : to.path);
        if (!notFound) await expect(page.locator("h1").filter({ visible: true })).toHaveText(to.heading);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        if (!notFound) {
          await switchTo(page, to, from);
          await expect(page).toHaveURL(from.path);
        }
        await context.close();
      });
    }
  }
}
