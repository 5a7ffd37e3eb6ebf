import { expect, test } from "@playwright/test";
import { programSpec, routes } from "./spec-content";

test.describe("the program page in print", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ media: "print", colorScheme: "dark" });
    await page.goto(routes.program);
  });

  test("hides the inert buttons and the footer, and keeps the dates", async ({ page }) => {
    for (const label of [...programSpec.heroButtons, ...programSpec.closingButtons]) {
      const button = page.getByRole("button", { name: label, includeHidden: true });
      await expect(button).toHaveCount(1);
      await expect(button).toBeHidden();
    }
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("link", { name: programSpec.backLink })).toBeHidden();
    await expect(page.getByText(`Applications close ${programSpec.applicationDeadline}`)).toBeVisible();
  });

  test("prints the page's address and a light background even in dark mode", async ({ page }) => {
    await expect(page.getByText("https://", { exact: false }).first()).toBeVisible();
    // Paint the page's background colour on a canvas to read it as RGB.
    const [red, green, blue] = await page.evaluate(() => {
      const context = document.createElement("canvas").getContext("2d")!;
      context.fillStyle = getComputedStyle(document.documentElement).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    expect(Math.min(red!, green!, blue!)).toBeGreaterThan(240);
  });

  test("fits on two A4 pages", async ({ page }) => {
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
  });
});
