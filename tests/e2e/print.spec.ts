import { expect, test } from "@playwright/test";
import { contentFolder } from "#app/content/files.server.ts";
import { ofKind, siteCheckedPages } from "./checked-pages.ts";
import { buttonTarget, siteContentOf } from "./site-content.ts";

for (const checked of ofKind(siteCheckedPages(), "program")) {
  const { site, programPages } = siteContentOf(contentFolder(), checked.language.code);
  const program = programPages.find((each) => each.slug === checked.slug)!;

  test.describe(`${checked.label} in print`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ media: "print", colorScheme: "dark" });
      await page.goto(program.path);
    });

    test("hides the inert buttons, the back link and the footer, and keeps the dates", async ({ page }) => {
      const inert = [...program.page.buttons, ...program.page.closing.buttons].filter(
        (button) => !buttonTarget(button).href,
      );
      for (const { label } of inert) {
        const button = page.getByRole("button", { name: label, exact: true, includeHidden: true });
        await expect(button).toHaveCount(1);
        await expect(button).toBeHidden();
      }
      await expect(page.getByRole("contentinfo")).toBeHidden();
      await expect(page.getByRole("link", { name: site.programPage.backLinkLabel })).toBeHidden();
      await expect(page.getByText(program.deadlineNote)).toBeVisible();
    });

    test("prints the page's address and a light background even in dark mode", async ({ page }) => {
      await expect(page.getByText(`${site.siteUrl}${program.path}`)).toBeVisible();
      const [red, green, blue] = await page.evaluate(() => {
        const context = document.createElement("canvas").getContext("2d")!;
        context.fillStyle = getComputedStyle(document.documentElement).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data];
      });
      expect(Math.min(red!, green!, blue!)).toBeGreaterThan(240);
    });

    test("prints as a short handout, not as the long screen page", async ({ page }) => {
      // The print style leaves out what only a screen needs and sets the page in one
      // column: the launch content prints on 2 A4 sheets against 8 for the screen layout.
      // Longer content lengthens both (16 weeks of curriculum: 4 against 9; 32 weeks: 5
      // against 10), so the test compares them rather than fixing a limit. A short page must
      // take at most half the sheets, a long one at least 3 fewer; a print style that
      // stopped working prints as many sheets as the screen layout and fails either way.
      const sheets = async () => {
        const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
        return (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
      };
      const printed = await sheets();
      await page.emulateMedia({ media: "screen" });
      const screenLayout = await sheets();
      expect(printed).toBeGreaterThanOrEqual(1);
      expect(printed, `the screen layout takes ${screenLayout} sheets`).toBeLessThanOrEqual(
        Math.max(Math.ceil(screenLayout / 2), screenLayout - 3),
      );
    });
  });
}
