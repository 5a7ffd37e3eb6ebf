// The way around the site on a phone with no script, from one page of each kind in each
// language: the name leads home in the page's language, every menu entry shows without a tap
// and leads where the content says, the page's own entry is marked, and the staff's call to
// action is on the first screen.
import { expect, test, type Page } from "@playwright/test";
import { destinationOf } from "#app/lib/destinations.ts";
import { pathIn } from "#app/lib/languages.ts";
import { oneOfEachKind, type CheckedPage } from "./checked-pages.ts";

/** The first screen of a phone: what a visitor sees before she scrolls or taps. */
const screenHeight = 740;

export function describeWayAround(pages: readonly CheckedPage[]) {
  const checked = oneOfEachKind(pages);
  const codes = [...new Set(checked.map((page) => page.language.code))];
  for (const width of [320, 360]) {
    test.describe(`at ${width} px with no script`, () => {
      test.use({ javaScriptEnabled: false, viewport: { width, height: screenHeight } });
      for (const code of codes) {
        const inLanguage = checked.filter((page) => page.language.code === code);
        test(`leads home, offers the whole menu and the call to action from every kind of page, in ${inLanguage[0]!.language.name}`, async ({
          page,
        }) => {
          for (const checkedPage of inLanguage) await checkWayAround(page, checkedPage, width);
        });
      }
    });
  }
}

async function checkWayAround(page: Page, checked: CheckedPage, width: number) {
  const { content, language, label } = checked;
  const { site } = content;
  const response = await page.goto(checked.path);
  expect(response?.status(), label).toBe(checked.status);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: site.name, exact: true }), label).toHaveAttribute(
    "href",
    pathIn(language, "/"),
  );
  const entries = site.navigation.menu.map((entry) => ({
    label: entry.label,
    href: destinationOf(entry, language)!.href,
  }));
  if (entries.length > 0) {
    const menu = header.getByRole("navigation", { name: site.navigation.menuLabel, exact: true });
    await expect(menu.getByRole("link"), label).toHaveCount(entries.length);
    for (const [index, entry] of entries.entries()) {
      const link = menu.getByRole("link").nth(index);
      await expect(link, `${entry.label} on ${label}`).toContainText(entry.label);
      await expect(link, `${entry.label} on ${label}`).toHaveAttribute("href", entry.href);
      // Shown whole with no tap: nothing hides it, and it stands within the screen's edges.
      await expect(link, `${entry.label} on ${label}`).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x, `${entry.label} on ${label}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${entry.label} on ${label}`).toBeLessThanOrEqual(width);
      const own = !entry.href.includes("#") && entry.href.replace(/\/?$/, "/") === checked.path;
      if (own) await expect(link, `${entry.label} on ${label}`).toHaveAttribute("aria-current", "page");
    }
  }
  const { action } = site.navigation;
  if (action) {
    // Not in the menu, which may lead to the same page.
    const button = header
      .locator(`a[href="${destinationOf(action, language)!.href}"]`)
      .and(page.locator(":not(nav *)"));
    await expect(button, label).toContainText(action.label);
    await expect(button, `${action.label} on ${label}, at ${width} px`).toBeInViewport({ ratio: 1 });
  }
}
