// The site's forms of their own (a mentor's, a partner's, a question), as a visitor meets them
// on a phone with no script: the home page's button leads to each, in her language; she fills
// it in at 320 px, it posts to the service (a stand-in, answering as the service does) with
// which form, which language and which page, and she lands on its thank-you page in her
// language. Nothing is asked of another origin before she presses Send.
import { expect, test } from "@playwright/test";
import { answerAll, standInService, type Post } from "./form-filling.ts";
import { fixtureContent, spokenName } from "./site-content.ts";
import { watchPage } from "./watch-page.ts";

const own = fixtureContent();
const languages = own.languages.map((language) => fixtureContent(language.code));

test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

// The stand-in service answers requests until the test ends: a last one (an icon of the
// thank-you page) still being answered then is dropped, not reported as an error of no test.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

test("the fixture has a mentor's, a partner's and a contact form, in every language", () => {
  for (const contentSet of languages) {
    expect(contentSet.formPages.map(({ form }) => form.slug).toSorted()).toEqual([
      "contact",
      "mentor",
      "partner",
    ]);
  }
});

for (const contentSet of languages) {
  for (const { form, path, thanksPath } of contentSet.formPages) {
    const { provider, questions } = form;
    const ownForm = own.formPages.find((each) => each.form.slug === form.slug)!.form;
    test(`${path}: led to from the home page, filled in, sent with every field, and thanked at ${thanksPath}`, async ({
      page,
      baseURL,
    }) => {
      const watcher = watchPage(page, baseURL!);
      const posts = await standInService(page, provider.address!, provider.returnField!, baseURL!);
      // The home page's button that chose this form leads to it in her language.
      await page.goto(contentSet.homePath);
      const button = contentSet.homeButtons.find((each) => each.form === form.slug)!;
      await page
        .getByRole("link", { name: spokenName(button, contentSet.site.linkWords), exact: true })
        .click();
      await expect(page).toHaveURL(`${baseURL}${path}`);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.heading);
      await expect(page.getByText(form.requiredNote)).toBeVisible();
      const expected = await answerAll(page, questions, ownForm.questions);
      expect(watcher.foreignRequests(), "requests to other origins before Send").toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "sideways scroll at 320 px").toBeLessThanOrEqual(0);

      await page.getByRole("button", { name: form.sendLabel }).click();
      await expect(page).toHaveURL(`${contentSet.site.siteUrl}${thanksPath}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.thanks.heading);
      await expect(page.locator("html")).toHaveAttribute("lang", contentSet.language.code);
      await expect(page.getByRole("link", { name: form.thanks.backLabel })).toHaveAttribute(
        "href",
        contentSet.homePath,
      );

      expect(posts).toHaveLength(1);
      const [{ url, fields }] = posts as [Post];
      expect(url).toBe(provider.address);
      for (const hidden of provider.hiddenFields)
        expect(fields.get(hidden.name), hidden.name).toBe(hidden.value);
      expect(fields.get(provider.returnField!)).toBe(`${contentSet.site.siteUrl}${thanksPath}`);
      expect(fields.get(provider.honeypotField!)).toBe("");
      for (const [name, values] of expected) expect(fields.getAll(name), name).toEqual(values);
      expect(fields.get("form")).toBe(ownForm.heading);
      expect(fields.get("form_language")).toBe(contentSet.language.code);
      expect(fields.get("form_page")).toBe(`${contentSet.site.siteUrl}${path}`);
      // Nothing but what the form says: no field the page did not show or name.
      const named = new Set([
        ...provider.hiddenFields.map((field) => field.name),
        provider.returnField,
        provider.honeypotField,
        "form",
        "form_language",
        "form_page",
        ...questions.map((question) => question.field),
      ]);
      expect([...new Set(fields.keys())].filter((name) => !named.has(name))).toEqual([]);
    });
  }
}
