import { expect, test } from "@playwright/test";
import { formatList, formatWeeks } from "#app/lib/text.ts";
import { figureOf, lineStart } from "#app/lib/language-conventions.ts";
import { contentFolder } from "#app/content/files.server.ts";
import { ofKind, siteCheckedPages } from "./checked-pages.ts";
import { buttonTarget, siteContentOf } from "./site-content.ts";
import { expectButtons } from "./expect-buttons.ts";
import { figure } from "./figure.ts";
import { watchPage } from "./watch-page.ts";

for (const checked of ofKind(siteCheckedPages(), "program")) {
  const { site, home, homePath, allProgramsPath, allPrograms, programPages, language } = siteContentOf(
    contentFolder(),
    checked.language.code,
  );
  const words = site.programPage;
  const program = programPages.find((each) => each.slug === checked.slug)!;
  const { page: content } = program;

  test.describe(checked.label, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(program.path, { waitUntil: "networkidle" });
    });

    test("shows the badge, title, length, level, buttons and statistics", async ({ page }) => {
      await expect(page.getByText(content.badge, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(program.title);
      await expect(
        page.getByText(formatWeeks(program.weeks, site.weeks, site.formats.dates)).first(),
      ).toBeVisible();
      await expect(page.getByText(program.level, { exact: true }).first()).toBeVisible();
      await expectButtons(page, content.buttons, language);
      for (const statistic of content.statistics)
        await expect(figure(page, statistic.label)).toHaveText(figureOf(statistic, site.formats.dates));
    });

    test("puts the cohort dates and languages beside the title", async ({ page }) => {
      const facts = page.getByRole("heading", { name: words.keyFactsHeading }).locator("xpath=..");
      await expect(facts.locator("dd")).toHaveText([
        program.nextCohort,
        program.deadline,
        // Beginning its line: French names languages in lower case, but begins a line with a capital.
        lineStart(
          formatList(
            program.languages.map((language) => language.name),
            site.formats.lists,
          ),
          site.formats.dates,
        ),
      ]);
    });

    test("explains the approach and lists the highlights", async ({ page }) => {
      const approach = page.getByRole("region", { name: content.approach.heading });
      await expect(approach.getByText(content.approach.lengthLabel, { exact: true })).toBeVisible();
      for (const fact of content.approach.facts)
        await expect(approach.getByText(figureOf(fact, site.formats.dates), { exact: true })).toBeVisible();
      const highlights = page.getByRole("region", { name: content.highlights.heading }).getByRole("listitem");
      await expect(highlights).toHaveCount(content.highlights.items.length);
      for (const highlight of content.highlights.items) {
        await expect(highlights.filter({ hasText: highlight.title })).toHaveCount(1);
      }
    });

    test("lays out the curriculum block by block, each with its topics", async ({ page }) => {
      const blocks = page.getByRole("region", { name: content.curriculum.heading }).locator("ol > li");
      await expect(blocks).toHaveCount(content.curriculum.items.length);
      for (const [index, block] of content.curriculum.items.entries()) {
        const item = blocks.nth(index);
        await expect(item.getByRole("heading", { level: 3 })).toHaveText(block.title);
        await expect(item).toContainText(block.weekRange);
        await expect(item.getByRole("listitem")).toHaveText(block.topics);
      }
    });

    test("quotes each graduate with her name, role and location", async ({ page }) => {
      const figures = page.locator("figure");
      await expect(figures).toHaveCount(content.testimonials.items.length);
      for (const [index, testimonial] of content.testimonials.items.entries()) {
        await expect(figures.nth(index).locator("blockquote")).toHaveText(testimonial.quote);
        await expect(figures.nth(index).locator("figcaption > span")).toHaveText([
          testimonial.name,
          testimonial.role,
          testimonial.location,
        ]);
      }
    });

    test("closes with the cohort call to action and its dates", async ({ page }) => {
      await expectButtons(page, content.closing.buttons, language);
      // As the build's day finds them: to come, or said as passed with their dates.
      await expect(page.getByText(program.startNote).last()).toBeVisible();
      await expect(page.getByText(program.deadlineNote).last()).toBeVisible();
    });

    test("the back link returns to the programs: the home page while it shows them all", async ({ page }) => {
      await page.getByRole("link", { name: words.backLinkLabel }).click();
      await expect(page).toHaveURL(allProgramsPath ?? homePath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        allProgramsPath ? allPrograms.title : home.hero.heading,
      );
    });

    test("its buttons without a link do nothing", async ({ page, baseURL }) => {
      const watcher = watchPage(page, baseURL!);
      const names = await page.getByRole("button").allTextContents();
      const inert = [...content.buttons, ...content.closing.buttons].filter(
        (button) => !buttonTarget(button).href,
      );
      expect(names.sort()).toEqual(
        [...inert.map((button) => button.label), site.footer.newsletter.buttonLabel].sort(),
      );
      const plainButtons = page.locator('button[type="button"]');
      expect(
        await plainButtons.evaluateAll((buttons) =>
          buttons.filter((button) => (button as HTMLButtonElement).form),
        ),
      ).toEqual([]);
      for (const button of await plainButtons.all()) await button.click();
      expect(page.url()).toBe(`${baseURL}${program.path}`);
      expect(watcher.requests).toEqual([]);
      expect(watcher.dialogs).toEqual([]);
    });

    test("answers without the trailing slash too", async ({ page }) => {
      const response = await page.goto(program.path.replace(/\/$/, ""));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(program.title);
    });
  });
}
