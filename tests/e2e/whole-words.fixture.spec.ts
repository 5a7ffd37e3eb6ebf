// Every word of every page is whole on its line at a phone's narrowest width, in both
// languages: a word cut without a hyphen reads as a typing error, and a date or a time cut
// in two as a wrong one. Each word's letters are found on their lines by their boxes.
import { expect, test } from "@playwright/test";
import { loadLanguages } from "#app/content/load.server.ts";
import { pagesInLanguages, sitePages } from "#app/lib/site-map.ts";
import { cutWords } from "./cut-words.ts";
import { fixtureContent as fixtureFolder } from "#scripts/content-sets.ts";
import { fixtureContent } from "./site-content.ts";

// Read after the fixture's build moment is taken, so the pages are those the build made.
fixtureContent();
const languages = loadLanguages(fixtureFolder);
const [own] = languages;
if (!own) throw new Error("The fixture has no language.");
const pages = pagesInLanguages(
  sitePages(own.content),
  languages.map(({ language }) => language),
);

for (const { address } of pages) {
  test(`${address} cuts no word but at a hyphen, and no date, at 320 and 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(address);
    expect(await cutWords(page), "at 320 px").toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await cutWords(page), "at 375 px").toEqual([]);
  });
}
