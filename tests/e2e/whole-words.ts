// Every word of every page is whole on its line at a phone's narrowest width, in every
// language: a word cut without a hyphen reads as a typing error, and a date or a time cut in two
// as a wrong one. Each word's letters are found on their lines by their boxes.
import { expect, test } from "@playwright/test";
import type { CheckedPage } from "./checked-pages.ts";
import { cutWords } from "./cut-words.ts";

export function describeWholeWords(pages: readonly CheckedPage[]) {
  for (const { label, path } of pages) {
    test(`${label} cuts no word but at a hyphen, and no date, at 320 and 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      expect(await cutWords(page), "at 320 px").toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await cutWords(page), "at 375 px").toEqual([]);
    });
  }
}
