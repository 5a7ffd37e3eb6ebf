// The page of all programs, on the content set with more programs than its home page shows
// (the fixture, scripts/content-sets.ts): in every language, with no script, on a small phone.
import { expect, test } from "@playwright/test";
import { formatList, formatWeeks } from "#app/lib/text.ts";
import { programsByPlace } from "#app/lib/program-places.ts";
import { cardButton } from "#app/lib/program-paths.ts";
import { buttonTarget, fixtureContent } from "./site-content.ts";

const contentSets = [fixtureContent(), fixtureContent("fr")];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("the fixture has more programs than its home page shows, in several places", () => {
  for (const { programs, shownPrograms, allProgramsPath } of contentSets) {
    expect(programs.length).toBeGreaterThan(shownPrograms.length);
    expect(allProgramsPath).toBeDefined();
  }
});

for (const contentSet of contentSets) {
  const { language, site, home, allPrograms, programs, shownPrograms, homePath } = contentSet;
  const allProgramsPath = contentSet.allProgramsPath!;
  const places = programsByPlace(programs, site.countriesServed, allPrograms.online);

  test.describe(`${allProgramsPath}, with no script at 320 px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

    test("lists every program under the place it runs in", async ({ page }) => {
      await page.goto(allProgramsPath);
      await expect(page.locator("html")).toHaveAttribute("lang", language.code);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(allPrograms.title);
      expect(places.length).toBeGreaterThan(2);
      for (const place of places) {
        const group = page.getByRole("region", { name: place.name, exact: true });
        await expect(group.getByRole("heading", { level: 3 })).toHaveText(
          place.programs.map((program) => program.title),
        );
      }
      const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(scrolls, "the page scrolls sideways").toBe(false);
    });

    test("jumps from the list of places to each one", async ({ page }) => {
      await page.goto(allProgramsPath);
      const jumpList = page.getByRole("navigation", { name: allPrograms.placesHeading });
      await expect(jumpList.getByRole("link")).toHaveText(places.map((place) => place.name));
      for (const place of [places.at(-1)!, places[0]!]) {
        await jumpList.getByRole("link", { name: place.name, exact: true }).click();
        await expect(page).toHaveURL(`${allProgramsPath}#${place.id}`);
        await expect(page.getByRole("heading", { level: 2, name: place.name, exact: true })).toBeInViewport();
        await page.goto(allProgramsPath);
      }
    });

    test("says each program's length, level and languages, and leads to its page or link", async ({
      page,
    }) => {
      await page.goto(allProgramsPath);
      for (const program of programs) {
        const item = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: program.title }) });
        await expect(
          item.getByText(formatWeeks(program.weeks, site.weeks, site.formats.dates)),
        ).toBeVisible();
        await expect(item.getByText(program.level, { exact: true })).toBeVisible();
        // In the page's language, or wholly in the site's own where the page's lacks a word of it.
        const own = contentSets[0]!.programs.find((each) => each.slug === program.slug)!;
        const inPage = formatList(
          program.languages.map((taught) => taught.name),
          site.formats.lists,
        );
        const inOwn = formatList(
          own.languages.map((taught) => taught.name),
          contentSets[0]!.site.formats.lists,
        );
        const languagesLine = item
          .locator("p")
          .filter({ hasText: new RegExp(`${escaped(inPage)}|${escaped(inOwn)}`) });
        await expect(languagesLine).toBeVisible();
        const inOwnLanguage = inOwn !== inPage && (await languagesLine.textContent())!.includes(inOwn);
        if (inOwnLanguage) await expect(languagesLine).toHaveAttribute("lang", contentSets[0]!.language.code);
        const link = item.getByRole("link");
        // A page of the site in the page's language, another site as it is written.
        const { href } = buttonTarget(cardButton(program, home.programs.cardButtonLabel), language);
        if (href) await expect(link).toHaveAttribute("href", href);
        else await expect(link).toHaveCount(0);
      }
    });

    test("is where the home page and the footer lead, after the programs they show", async ({ page }) => {
      await page.goto(homePath);
      const cards = page.locator("#programs").getByRole("article");
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
        shownPrograms.map((program) => program.title),
      );
      // The footer's Programs column: the links the staff chose there, or else the programs
      // the home page shows, then the page of all programs.
      const footerPrograms = page.getByRole("navigation", { name: site.footer.programsHeading });
      const chosenLinks = site.footer.programLinks ?? [];
      await expect(footerPrograms.getByRole("link")).toHaveText(
        chosenLinks.length > 0
          ? chosenLinks.map((link) => link.label)
          : [...shownPrograms.map((program) => program.title), allPrograms.linkLabel],
      );
      if (chosenLinks.length === 0) {
        await footerPrograms.getByRole("link", { name: allPrograms.linkLabel }).click();
        await expect(page).toHaveURL(allProgramsPath);
        await page.goto(homePath);
      }
      await page.locator("#programs").getByRole("link", { name: allPrograms.linkLabel }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(allPrograms.title);
      expect(home.programs.shown.length).toBe(shownPrograms.length);
    });
  });
}
