import { expect, test } from "@playwright/test";
import {
  allProgramsPage,
  buttonTarget,
  home,
  homeButtons,
  programPages,
  shownPrograms,
  site,
} from "./site-content.ts";
import { figure } from "./figure.ts";
import { watchPage } from "./watch-page.ts";
import { expectButtons } from "./expect-buttons.ts";
import { formatWeeks } from "#app/lib/text.ts";

function expectedButtons(): string[] {
  const inert = homeButtons.filter((button) => !buttonTarget(button).href).map((button) => button.label);
  return [...inert, site.footer.newsletter.buttonLabel].sort();
}

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
  });

  test("shows the hero, its buttons, the illustration and every statistic", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
    await expectButtons(page, home.hero.buttons);
    await expect(page.getByRole("img", { name: home.hero.imageAlt })).toBeVisible();
    for (const { value, label } of [...home.hero.statistics, ...home.mission.statistics]) {
      await expect(figure(page, label)).toHaveText(value);
    }
  });

  test("shows the values, the impact story and each chosen program with its length and level", async ({
    page,
  }) => {
    for (const value of home.mission.values) {
      await expect(page.getByRole("heading", { level: 3, name: value.title })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: home.mission.story.heading })).toBeVisible();
    await expect(page.locator("#programs").getByRole("article")).toHaveCount(shownPrograms.length);
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
      await expectButtons(card, [option.button]);
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

  test("has a footer with its three columns, links that lead nowhere yet, and the copyright", async ({
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
    const hrefs = await footer
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toHaveLength(
      shownPrograms.length +
        (allProgramsPage ? 1 : 0) +
        home.getInvolved.options.length +
        site.footer.social.length,
    );
    expect(new Set(hrefs)).toEqual(
      new Set([
        site.footer.linkHref,
        ...site.footer.social.map((link) => link.href),
        ...(allProgramsPage ? [allProgramsPage] : []),
      ]),
    );
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

  test("every other button does nothing: no navigation, no request, no dialog", async ({ page, baseURL }) => {
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
    expect(names.sort()).toEqual(expectedButtons());
    // A newsletter sign-up, once a provider is set, is a real form: it is not clicked here.
    // A plain button outside any form, on a page with no script, has nothing it could do; a
    // click that began a navigation would be waited for by the click itself.
    const inert = page.locator('button[type="button"]');
    expect(
      await inert.evaluateAll((buttons) => buttons.filter((button) => (button as HTMLButtonElement).form)),
    ).toEqual([]);
    for (const button of await inert.all()) await button.click();
    await page.keyboard.press("Enter");
    expect(page.url()).toBe(`${baseURL}/`);
    expect(watcher.requests).toEqual([]);
    expect(watcher.dialogs).toEqual([]);
  });

  test("the newsletter field sends nothing, even when Enter is pressed", async ({ page, baseURL }) => {
    test.skip(Boolean(site.footer.newsletter.providerUrl), "a newsletter provider is configured");
    const watcher = watchPage(page, baseURL!);
    const field = page.getByRole("textbox", { name: site.footer.newsletter.fieldLabel });
    await field.fill("visitor@example.org");
    await field.press("Enter");
    await page.getByRole("button", { name: site.footer.newsletter.buttonLabel }).click();
    expect(page.url()).toBe(`${baseURL}/`);
    expect(watcher.requests).toEqual([]);
  });
});
