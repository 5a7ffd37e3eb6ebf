import { expect, test } from "@playwright/test";
import { homeSpec, programSpec, routes } from "./spec-content";
import { watchPage } from "./watch-page";

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(routes.home, { waitUntil: "networkidle" });
  });

  test("shows the hero, its buttons and every statistic of the spec", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeSpec.heading);
    for (const label of homeSpec.heroButtons) {
      await expect(page.getByRole("button", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: /Illustration/ })).toBeVisible();
    for (const [value, label] of homeSpec.statistics) {
      const statistic = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: label }) });
      await expect(statistic.locator("dd")).toHaveText(value!);
    }
    for (const text of homeSpec.texts) await expect(page.getByText(text)).toBeVisible();
  });

  test("shows the three values and the four programs with duration and level", async ({ page }) => {
    for (const value of homeSpec.values) {
      await expect(page.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    for (const [title, duration, level] of homeSpec.programs) {
      const card = page.getByRole("article", { name: title });
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      await expect(card.getByText(duration!, { exact: true })).toBeVisible();
      await expect(card.getByText(level!, { exact: true })).toBeVisible();
      const features = card.getByRole("list").last().getByRole("listitem");
      expect(await features.count(), `${title} lists its features`).toBeGreaterThan(0);
    }
  });

  test("shows the ways to get involved, the Ready to Get Started block and the contact details", async ({
    page,
  }) => {
    for (const [title, action] of homeSpec.involvement) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card.getByRole("button", { name: action })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: homeSpec.readyHeading })).toBeVisible();
    for (const label of homeSpec.readyButtons) {
      await expect(page.getByRole("button", { name: label })).toBeVisible();
    }
    const contact = page.locator("address");
    await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(contact.getByRole("link", { name: /^\+/ })).toHaveAttribute("href", /^tel:\+/);
  });

  test("has a footer with its three columns, placeholder links and the 2024 copyright", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    for (const column of homeSpec.footerColumns) {
      await expect(footer.getByRole("heading", { name: column, exact: true })).toBeVisible();
    }
    const hrefs = await footer
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(hrefs)).toEqual(new Set(["#"]));
    await expect(footer.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(footer).toContainText(homeSpec.copyright);
  });

  test("Learn More on the Digital Bridge Gambia card opens the program page", async ({ page }) => {
    await page
      .getByRole("article", { name: programSpec.title })
      .getByRole("link", { name: /Learn More/ })
      .click();
    await expect(page).toHaveURL(`${routes.program}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(programSpec.title);
  });

  test("every other button does nothing: no navigation, no request, no dialog", async ({ page, baseURL }) => {
    const watcher = watchPage(page, baseURL!);
    const buttons = page.getByRole("button");
    const count = await buttons.count();
    expect(count).toBe(2 + 3 + 1 + 4 + 2 + 1);
    for (let index = 0; index < count; index += 1) {
      await buttons.nth(index).click();
    }
    await page.keyboard.press("Enter");
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseURL}${routes.home}`);
    expect(watcher.requests).toEqual([]);
    expect(watcher.dialogs).toEqual([]);
  });

  test("the newsletter field sends nothing, even when Enter is pressed", async ({ page, baseURL }) => {
    const watcher = watchPage(page, baseURL!);
    const field = page.getByRole("textbox", { name: "Email address" });
    await field.fill("visitor@example.org");
    await field.press("Enter");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseURL}${routes.home}`);
    expect(watcher.requests).toEqual([]);
  });
});
