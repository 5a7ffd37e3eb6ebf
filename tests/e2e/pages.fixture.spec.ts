// The pages the staff write (about us, privacy, accessibility, a code of conduct, questions)
// as a visitor reads them on a phone with no script, in every language: reached from the
// footer, each whole; the privacy page listing the site's forms as they are; a form's notice
// leading to it; a program's questions on its page and on its form before she starts.
import { expect, test, type Page } from "@playwright/test";
import { destinationOf } from "#app/lib/destinations.ts";
import { sentForms } from "#app/lib/privacy.ts";
import { proseText } from "#app/schema/prose.ts";
import { sectionAnchors } from "#app/schema/anchors.ts";
import { fixtureContent } from "./site-content.ts";

const own = fixtureContent();
const languages = own.languages.map((language) => fixtureContent(language.code));

test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

const noSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "sideways scroll at 320 px").toBeLessThanOrEqual(0);
};

test("the fixture has an about page with people and logos, a privacy page, a donation page, and four more", () => {
  for (const { pages } of languages) {
    expect(pages.map((page) => page.slug).toSorted()).toEqual([
      "about",
      "accessibility",
      "code-of-conduct",
      "donate",
      "privacy",
      "questions",
      "thank-you",
    ]);
    const about = pages.find((page) => page.slug === "about")!;
    expect(about.sections.some((section) => section.people?.some((person) => person.photo))).toBe(true);
    expect(about.sections.some((section) => section.partners?.some((partner) => partner.logo))).toBe(true);
  }
});

for (const set of languages) {
  const { language, site, pages, writtenPages, formPages, programPages, applicationPages } = set;
  const footerLinks = [
    ...(site.footer.programLinks ?? []),
    ...(site.footer.involvedLinks ?? []),
    ...(site.footer.bottomLinks ?? []),
  ].map((button) => ({ label: button.label, href: destinationOf(button, language)?.href }));

  test.describe(`in ${language.name}`, () => {
    for (const [index, written] of writtenPages.entries()) {
      const content = pages[index]!;
      // A page out of search results is reached only from elsewhere: a payment service's return.
      if (content.unlisted) continue;
      test(`the footer leads to the ${written.name}, which shows each of its sections`, async ({ page }) => {
        const link = footerLinks.find(({ href }) => href === written.path);
        expect(link, `a footer link to ${written.path}`).toBeDefined();
        await page.goto(set.homePath);
        await page.getByRole("contentinfo").getByRole("link", { name: link!.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${written.path}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", language.code);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
        await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
          content.sections.map((section) => section.heading),
        );
        // Each section's place is named as the site's own language names it: a link finds it in both.
        const places = sectionAnchors(own.pages[index]!.sections.map((section) => section.heading));
        for (const [at, section] of content.sections.entries()) {
          const region = page.getByRole("region", { name: section.heading, exact: true });
          await expect(region).toHaveAttribute("id", places[at]!);
          for (const paragraph of section.text ? proseText(section.text).split(/\n\s*\n/) : []) {
            await expect(region.getByText(paragraph.trim(), { exact: true })).toBeVisible();
          }
          for (const item of section.items ?? []) {
            await expect(region.getByRole("listitem").filter({ hasText: item })).toBeVisible();
          }
          for (const { question, answer } of section.questions ?? []) {
            await expect(region.getByRole("heading", { level: 3, name: question })).toBeVisible();
            await expect(region.getByText(proseText(answer), { exact: true })).toBeVisible();
          }
          for (const person of section.people ?? []) {
            const item = region.getByRole("listitem").filter({ hasText: person.name });
            await expect(item).toContainText(person.role);
            if (person.photo) await expect(item.getByRole("img", { name: person.photo.alt })).toBeVisible();
          }
          for (const partner of section.partners ?? []) {
            const item = region.getByRole("listitem").filter({ hasText: partner.name });
            if (partner.link) {
              await expect(item.getByRole("link", { name: partner.name })).toHaveAttribute(
                "href",
                partner.link,
              );
            }
          }
          for (const button of section.buttons ?? []) {
            await expect(region.getByRole("link", { name: button.label })).toHaveAttribute(
              "href",
              destinationOf(button, language)!.href,
            );
          }
        }
        await noSidewaysScroll(page);
      });
    }

    test("the privacy page lists every form with the questions it asks and where its answers go", async ({
      page,
    }) => {
      const privacy = pages.find((each) => each.sections.some((section) => section.forms))!;
      const section = privacy.sections.find((each) => each.forms)!;
      const forms = sentForms(set.content, own.content);
      // Each program's application form, each form of its own, each donation page and the
      // newsletter's sign-up.
      const donationPages = pages.filter((each) => each.sections.some((section) => section.giving));
      expect(forms).toHaveLength(applicationPages.length + formPages.length + donationPages.length + 1);
      await page.goto(writtenPages[pages.indexOf(privacy)]!.path);
      const region = page.getByRole("region", { name: section.heading, exact: true });
      await expect(region.getByRole("heading", { level: 3 })).toHaveText(forms.map((form) => form.name));
      for (const form of forms) {
        const item = region
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: form.name }) });
        // A donation page asks nothing on the site: it sends the donor to the services.
        if (form.asks.length === 0) await expect(item.getByRole("list")).toHaveCount(0);
        else await expect(item.getByRole("list").getByRole("listitem")).toHaveText(form.asks);
        await expect(item).toContainText(
          `${form.serviceLabel ?? section.forms!.serviceLabel} ${form.service}`,
        );
      }
    });

    test("a form's notice leads to the privacy page", async ({ page }) => {
      const privacy = pages.find((each) => each.sections.some((section) => section.forms))!;
      for (const path of [formPages[0]!.path, applicationPages[0]!.path]) {
        await page.goto(path);
        await page.getByRole("main").getByRole("link", { name: privacy.title, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${writtenPages[pages.indexOf(privacy)]!.path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title);
      }
    });

    test("a program's questions are on its page and on its form, before the first question", async ({
      page,
    }) => {
      const program = programPages.find((each) => each.page.questions)!;
      const { heading, items } = program.page.questions!;
      const form = applicationPages.find((each) => each.program.slug === program.slug)!;
      for (const path of [program.path, form.path]) {
        await page.goto(path);
        const region = page.getByRole("region", { name: heading, exact: true });
        await expect(region.getByRole("heading", { level: 3 })).toHaveText(
          items.map((item) => item.question),
        );
        for (const { answer } of items) await expect(region.getByText(proseText(answer))).toBeVisible();
        await noSidewaysScroll(page);
      }
      // Read before she starts: above the form's first question.
      const [questions, firstField] = await Promise.all([
        page.getByRole("region", { name: heading, exact: true }).boundingBox(),
        page.getByRole("textbox").first().boundingBox(),
      ]);
      expect(questions!.y).toBeLessThan(firstField!.y);
    });
  });
}
