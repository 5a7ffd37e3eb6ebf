import { expect, test } from "@playwright/test";
import { programSpec, routes } from "./spec-content";
import { watchPage } from "./watch-page";

test.describe("Digital Bridge Gambia page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(routes.program, { waitUntil: "networkidle" });
  });

  test("shows the badge, title, buttons and statistics of the spec", async ({ page }) => {
    await expect(page.getByText(programSpec.badge, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(programSpec.title);
    for (const label of programSpec.heroButtons) {
      await expect(page.getByRole("button", { name: label })).toBeVisible();
    }
    for (const [value, label] of programSpec.statistics) {
      const statistic = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: label }) });
      await expect(statistic.locator("dd")).toHaveText(value!);
    }
  });

  test("puts the cohort dates and languages beside the title", async ({ page }) => {
    const facts = page.getByRole("heading", { name: "Key facts" }).locator("xpath=..");
    await expect(facts.locator("dd")).toHaveText([
      programSpec.nextCohort,
      programSpec.applicationDeadline,
      "Mandinka, Wolof and English",
    ]);
  });

  test("explains the approach and lists the six highlights", async ({ page }) => {
    const approach = page.getByRole("region", { name: "Bridging the Digital Divide" });
    for (const text of programSpec.approach)
      await expect(approach.getByText(text, { exact: true })).toBeVisible();
    const highlights = page.getByRole("region", { name: "Program Highlights" }).getByRole("listitem");
    await expect(highlights).toHaveCount(programSpec.highlightCount);
    for (const word of programSpec.highlightWords)
      await expect(highlights.filter({ hasText: word })).not.toHaveCount(0);
  });

  test("lays out the curriculum as five two-week blocks of four topics", async ({ page }) => {
    const blocks = page.getByRole("region", { name: "10-Week Curriculum" }).locator("ol > li");
    await expect(blocks).toHaveCount(programSpec.curriculum.length);
    for (const [index, title] of programSpec.curriculum.entries()) {
      const block = blocks.nth(index);
      await expect(block.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(block).toContainText(`Weeks ${index * 2 + 1}–${index * 2 + 2}`);
      await expect(block.getByRole("listitem")).toHaveCount(programSpec.topicsPerBlock);
    }
  });

  test("quotes three graduates, each with a name, a role and a location", async ({ page }) => {
    const figures = page.locator("figure");
    await expect(figures).toHaveCount(programSpec.testimonialCount);
    for (const figure of await figures.all()) {
      await expect(figure.locator("blockquote")).not.toBeEmpty();
      await expect(figure.locator("figcaption > span")).toHaveCount(3);
    }
  });

  test("closes with the cohort call to action and its dates", async ({ page }) => {
    for (const label of programSpec.closingButtons) {
      await expect(page.getByRole("button", { name: label })).toBeVisible();
    }
    await expect(page.getByText(`Next cohort starts ${programSpec.nextCohort}`)).toBeVisible();
    await expect(page.getByText(`Applications close ${programSpec.applicationDeadline}`)).toBeVisible();
  });

  test("Back to Programs returns to the home page", async ({ page }) => {
    await page.getByRole("link", { name: programSpec.backLink }).click();
    await expect(page).toHaveURL(routes.home);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Empowering Women in Technology");
  });

  test("its buttons do nothing", async ({ page, baseURL }) => {
    const watcher = watchPage(page, baseURL!);
    const buttons = page.getByRole("button");
    await expect(buttons).toHaveCount(2 + 2 + 1);
    for (const button of await buttons.all()) await button.click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseURL}${routes.program}`);
    expect(watcher.requests).toEqual([]);
    expect(watcher.dialogs).toEqual([]);
  });

  test("answers with a trailing slash too", async ({ page }) => {
    const response = await page.goto(`${routes.program}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(programSpec.title);
  });
});
