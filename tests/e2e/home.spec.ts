import { expect, test } from "@playwright/test";
import type * as z from "zod";
import { contentFolder } from "#app/content/files.server.ts";
import { childSchema, fieldMeta } from "#app/schema/field-path.ts";
import { contentKinds } from "#app/schema/registry.ts";
import type { ButtonContent } from "#app/schema/types.ts";
import { formatWeeks } from "#app/lib/text.ts";
import { figureOf } from "#app/lib/language-conventions.ts";
import { pathIn } from "#app/lib/languages.ts";
import { ofKind, siteCheckedPages } from "./checked-pages.ts";
import { buttonTarget, siteContentOf } from "./site-content.ts";
import { figure } from "./figure.ts";
import { watchPage } from "./watch-page.ts";
import { expectButtons } from "./expect-buttons.ts";

/** Every button a part of the content holds, found by the schema's vocabulary. */
function buttonsIn(schema: z.ZodType | undefined, data: unknown): ButtonContent[] {
  if (fieldMeta(schema).kind === "button" && data && typeof data === "object") return [data as ButtonContent];
  if (!data || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) =>
    buttonsIn(childSchema(schema, Array.isArray(data) ? Number(key) : key), value),
  );
}

for (const checked of ofKind(siteCheckedPages(), "home")) {
  const { site, home, homeButtons, shownPrograms, programPages, allProgramsPath, allPrograms, notFound } =
    siteContentOf(contentFolder(), checked.language.code);
  const { language, path } = checked;

  test.describe(checked.label, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path, { waitUntil: "networkidle" });
    });

    test("shows the hero, its buttons, the illustration and every statistic", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
      await expectButtons(page, home.hero.buttons, language);
      await expect(page.getByRole("img", { name: home.hero.imageAlt })).toBeVisible();
      for (const statistic of [...home.hero.statistics, ...home.mission.statistics]) {
        await expect(figure(page, statistic.label)).toHaveText(figureOf(statistic, site.formats.dates));
      }
    });

    test("shows the values, the impact story and each chosen program with its length and level", async ({
      page,
    }) => {
      for (const value of home.mission.values) {
        await expect(page.getByRole("heading", { level: 3, name: value.title })).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: home.mission.story.heading })).toBeVisible();
      await expect(
        page.locator("#programs").getByRole("article").getByRole("heading", { level: 3 }),
      ).toHaveText(shownPrograms.map((program) => program.title));
      for (const program of shownPrograms) {
        const card = page.getByRole("article", { name: program.title });
        await expect(
          card.getByText(formatWeeks(program.weeks, site.weeks, site.formats.dates), { exact: true }),
        ).toBeVisible();
        await expect(card.getByText(program.level, { exact: true })).toBeVisible();
        for (const feature of program.features) {
          await expect(card.getByRole("listitem").filter({ hasText: feature })).toHaveCount(1);
        }
      }
    });

    test("shows the ways to get involved, the Ready to Get Started block and the contact details", async ({
      page,
    }) => {
      for (const option of home.getInvolved.options) {
        const card = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: option.title }) });
        await expectButtons(card, [option.button], language);
      }
      await expect(page.getByRole("heading", { name: home.getInvolved.readyBlock.heading })).toBeVisible();
      const contact = page.locator("address");
      await expect(contact.getByRole("link", { name: site.contact.email })).toHaveAttribute(
        "href",
        `mailto:${site.contact.email}`,
      );
      await expect(contact.getByRole("link", { name: site.contact.phone, exact: true })).toHaveAttribute(
        "href",
        `tel:${site.contact.phone.replace(/[^+\d]/g, "")}`,
      );
    });

    test("has a footer with its columns, each link leading where the content says, and the copyright", async ({
      page,
    }) => {
      const footer = page.getByRole("contentinfo");
      for (const column of [
        site.footer.programsHeading,
        site.footer.involvedHeading,
        site.footer.connectHeading,
      ]) {
        await expect(footer.getByRole("heading", { name: column, exact: true })).toBeVisible();
      }
      // Every link the footer's settings hold, found by the schema's vocabulary whatever list
      // it is in, leads where it says; a column the staff left empty lists what it says instead.
      const defaultLink = (label: string) => ({ label, href: site.footer.linkHref });
      const expected = [
        ...buttonsIn(contentKinds.site.schema.shape.footer, site.footer).map((button) => ({
          label: button.label,
          href: buttonTarget(button, language).href ?? site.footer.linkHref,
        })),
        ...(site.footer.programLinks?.length
          ? []
          : [
              ...shownPrograms.map((program) => defaultLink(program.title)),
              ...(allProgramsPath ? [{ label: allPrograms.linkLabel, href: allProgramsPath }] : []),
            ]),
        ...(site.footer.involvedLinks?.length
          ? []
          : home.getInvolved.options.map((option) => defaultLink(option.title))),
        ...site.footer.social.map(({ label, href }) => ({ label, href })),
      ];
      const shown = await footer
        .getByRole("link")
        .evaluateAll((links) =>
          links.map((link) => ({ label: link.textContent!.trim(), href: link.getAttribute("href") })),
        );
      const order = (links: Array<{ label: string; href: string | null }>) =>
        links.map(({ label, href }) => `${label} → ${href}`).sort();
      expect(order(shown)).toEqual(order(expected));
      await expect(footer.getByRole("textbox", { name: site.footer.newsletter.fieldLabel })).toBeVisible();
      await expect(footer).toContainText(`© ${site.footer.copyrightYear} ${site.name}`);
    });

    for (const program of programPages.filter((each) =>
      shownPrograms.some((shown) => shown.slug === each.slug),
    )) {
      test(`the button on the ${program.title} card opens its page`, async ({ page }) => {
        await page
          .getByRole("article", { name: program.title })
          .getByRole("link", { name: home.programs.cardButtonLabel })
          .click();
        await expect(page).toHaveURL(program.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(program.title);
      });
    }

    test("every other button does nothing: no navigation, no request, no dialog", async ({
      page,
      baseURL,
    }) => {
      const watcher = watchPage(page, baseURL!);
      const buttons = page.getByRole("button");
      // The visible words: the card buttons' extra words for screen readers are left out.
      const names = await buttons.evaluateAll((elements) =>
        elements.map((element) => {
          const visible = element.cloneNode(true) as HTMLElement;
          for (const hidden of visible.querySelectorAll(".sr-only")) hidden.remove();
          return visible.textContent!.trim();
        }),
      );
      const inert = homeButtons.filter((button) => !buttonTarget(button).href).map((button) => button.label);
      expect(names.sort()).toEqual([...inert, site.footer.newsletter.buttonLabel].sort());
      // A newsletter sign-up, once a provider is set, is a real form: it is not clicked here.
      // A plain button outside any form, on a page with no script, has nothing it could do; a
      // click that began a navigation would be waited for by the click itself.
      const plain = page.locator('button[type="button"]');
      expect(
        await plain.evaluateAll((buttons) => buttons.filter((button) => (button as HTMLButtonElement).form)),
      ).toEqual([]);
      for (const button of await plain.all()) await button.click();
      await page.keyboard.press("Enter");
      expect(page.url()).toBe(`${baseURL}${path}`);
      expect(watcher.requests).toEqual([]);
      expect(watcher.dialogs).toEqual([]);
    });

    test("the newsletter field sends nothing, even when Enter is pressed, until a provider is set", async ({
      page,
      baseURL,
    }) => {
      const watcher = watchPage(page, baseURL!);
      const field = page.getByRole("textbox", { name: site.footer.newsletter.fieldLabel });
      await expect(field).toBeVisible();
      test.skip(Boolean(site.footer.newsletter.providerUrl), "a newsletter provider is set: its form sends");
      await field.fill("visitor@example.org");
      await field.press("Enter");
      await page.getByRole("button", { name: site.footer.newsletter.buttonLabel }).click();
      expect(page.url()).toBe(`${baseURL}${path}`);
      expect(watcher.requests).toEqual([]);
    });

    test("its page of all programs is published only while it leaves some programs out", async ({ page }) => {
      // Until then the address is unknown, as the spec's: the home page shows every program.
      const address = pathIn(language, "/programs/");
      const response = await page.goto(address);
      expect(response?.status()).toBe(allProgramsPath ? 200 : 404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        allProgramsPath ? allPrograms.title : notFound.heading,
      );
    });
  });
}
