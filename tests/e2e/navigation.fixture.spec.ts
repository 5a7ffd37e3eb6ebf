// The way around the fixture, every kind of page in it, and what a visitor who reaches a story
// from a shared link can do next: each one tap away, with no script.
import { expect, test } from "@playwright/test";
import { isDonationPage } from "#app/schema/giving.ts";
import { pathIn } from "#app/lib/languages.ts";
import { pagePath } from "#app/lib/site-map.ts";
import { fixtureContent as fixtureFolder } from "#scripts/content-sets.ts";
import { checkedPages } from "./checked-pages.ts";
import { fixtureContent } from "./site-content.ts";
import { describeWayAround } from "./way-around.ts";

describeWayAround(checkedPages(fixtureFolder));

const own = fixtureContent();
for (const set of own.languages.map((language) => fixtureContent(language.code))) {
  const { language, site, stories, pages, applicationPages, formPages, homePath } = set;
  const story = stories[0]!;
  const storyPath = pathIn(language, pagePath("story", story.slug));
  const donation = pages.find(isDonationPage)!;
  const places = [
    ["the donation page", [pathIn(language, pagePath("page", donation.slug))]],
    ["an application form", [...applicationPages, ...formPages].map((form) => form.path)],
    ["the list of events", [pathIn(language, pagePath("events"))]],
  ] as const;

  test.describe(`a story reached directly, in ${language.name}, with no script`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

    for (const [what, addresses] of places) {
      test(`is one tap from ${what}`, async ({ page }) => {
        await page.goto(storyPath);
        const links = page.locator("a[href]");
        const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
        const index = hrefs.findIndex(
          (href) => href !== null && (addresses as readonly string[]).includes(href),
        );
        expect(index, `a link from ${storyPath} to ${what}`).toBeGreaterThanOrEqual(0);
        await links.nth(index).click();
        await expect(page).toHaveURL(hrefs[index]!);
        await expect(page.locator("html")).toHaveAttribute("lang", language.code);
      });
    }

    test("leads home from the organisation's name, and back up to all stories", async ({ page }) => {
      await page.goto(storyPath);
      const trail = page.getByRole("main").getByRole("navigation", { name: site.navigation.trailLabel });
      await trail.getByRole("link", { name: site.stories!.title, exact: true }).click();
      await expect(page).toHaveURL(pathIn(language, pagePath("stories")));
      await page.getByRole("banner").getByRole("link", { name: site.name, exact: true }).click();
      await expect(page).toHaveURL(homePath);
    });
  });
}
