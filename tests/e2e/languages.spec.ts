// The language switch: plain links, each in its own language, that work with JavaScript off
// on the narrowest phone, and lead to the same page in the other language.
import { expect, test, type Page } from "@playwright/test";
import { siteLanguages, type SiteContentSet } from "./site-content.ts";

const [own, ...translations] = siteLanguages();

test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

/** Follows the switch from `from` to `to`'s page, checking the link as a screen reader meets it. */
async function switchLanguage(page: Page, from: SiteContentSet, to: SiteContentSet) {
  const nav = page.getByRole("navigation", { name: from.site.languageSwitchLabel });
  const link = nav.getByRole("link", { name: to.language.name, exact: true });
  await expect(link).toHaveAttribute("lang", to.language.code);
  await expect(link).toHaveAttribute("hreflang", to.language.code);
  const box = (await link.boundingBox())!;
  expect(box.x + box.width, "the link fits in 320 px").toBeLessThanOrEqual(320);
  expect(box.height, "the link is a target a thumb can hit").toBeGreaterThanOrEqual(24);
  await link.click();
  await expect(page.locator("html")).toHaveAttribute("lang", to.language.code);
}

test("the site has another language to switch to", () => {
  expect(translations.length).toBeGreaterThan(0);
});

for (const other of translations) {
  const pairs = [
    { name: "home page", from: own!.homePath, to: other.homePath, heading: other.home.hero.heading },
    ...own!.programPages.map((program, index) => ({
      name: `${program.title} page`,
      from: program.path,
      to: other.programPages[index]!.path,
      heading: other.programPages[index]!.title,
    })),
  ];
  for (const { name, from, to, heading } of pairs) {
    test(`the ${name} switches to ${other.language.name} and back, at 320 px without JavaScript`, async ({
      page,
    }) => {
      await page.goto(from);
      await switchLanguage(page, own!, other);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await switchLanguage(page, other, own!);
      await expect(page).toHaveURL(from);
    });
  }

  test(`the ${other.language.name} 404 page switches to the home page, as its address has no page either`, async ({
    page,
  }) => {
    const response = await page.goto(other.missingPath);
    expect(response?.status()).toBe(404);
    await switchLanguage(page, other, own!);
    await expect(page).toHaveURL(own!.homePath);
  });
}
