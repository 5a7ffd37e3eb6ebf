// The application form as an applicant meets it on a phone with no script: she fills it in at
// 320 px, in English and in French, it posts to the service (a stand-in here, which records the
// post and sends her back as Web3Forms does), and she lands on the thank-you page in her
// language. Nothing is asked of another origin before she presses Send.
import { expect, test } from "@playwright/test";
import { answerAll, answers, standInService, type Post } from "./form-filling.ts";
import { fixtureContent } from "./site-content.ts";
import { watchPage } from "./watch-page.ts";

const languages = fixtureContent().languages.map((language) => fixtureContent(language.code));

// The stand-in service answers requests until the test ends: a last one (an icon of the
// thank-you page) still being answered then is dropped, not reported as an error of no test.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

for (const contentSet of languages) {
  for (const { application, path, thanksPath } of contentSet.applicationPages) {
    const { provider, questions } = application;
    test.describe(`the application form at ${path}, with no script, at 320 px`, () => {
      test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

      test("is filled in, sent to the service with every field, and ends on the thank-you page in her language", async ({
        page,
        baseURL,
      }) => {
        const watcher = watchPage(page, baseURL!);
        const posts = await standInService(page, provider.address!, provider.returnField!, baseURL!);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(application.heading);
        await expect(page.getByText(application.requiredNote)).toBeVisible();
        const own = fixtureContent().applicationPages[0]!.application.questions;
        const expected = await answerAll(page, questions, own);
        expect(watcher.foreignRequests(), "requests to other origins before Send").toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "sideways scroll at 320 px").toBeLessThanOrEqual(0);

        await page.getByRole("button", { name: application.sendLabel }).click();
        await expect(page).toHaveURL(`${contentSet.site.siteUrl}${thanksPath}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(application.thanks.heading);
        await expect(page.locator("html")).toHaveAttribute("lang", contentSet.language.code);

        expect(posts).toHaveLength(1);
        const [{ url, fields }] = posts as [Post];
        expect(url).toBe(provider.address);
        for (const hidden of provider.hiddenFields)
          expect(fields.get(hidden.name), hidden.name).toBe(hidden.value);
        expect(fields.get(provider.returnField!)).toBe(`${contentSet.site.siteUrl}${thanksPath}`);
        // A person never sees the spam trap, so leaves it empty.
        expect(fields.get(provider.honeypotField!)).toBe("");
        for (const [name, values] of expected) expect(fields.getAll(name), name).toEqual(values);
        // Which form, in which language, from which page: the form named as the staff read it.
        expect(fields.get("form")).toBe(fixtureContent().applicationPages[0]!.application.heading);
        expect(fields.get("form_language")).toBe(contentSet.language.code);
        expect(fields.get("form_page")).toBe(`${contentSet.site.siteUrl}${path}`);
      });

      test("is not sent while a required answer is missing: the browser says so at the field, and sends it once answered", async ({
        page,
        baseURL,
      }) => {
        const posts = await standInService(page, provider.address!, provider.returnField!, baseURL!);
        await page.goto(path);
        const [first, ...others] = questions.filter((question) => question.required);
        for (const question of others) {
          if (question.kind === "choice")
            await page.getByRole("radio", { name: question.options![0] }).check();
          else await page.getByLabel(question.label, { exact: false }).first().fill(answers[question.kind]!);
        }
        await page.getByRole("button", { name: application.sendLabel }).click();
        const missing = page.getByLabel(first!.label, { exact: false }).first();
        await expect(missing).toBeFocused();
        expect(await missing.evaluate((field: HTMLInputElement) => field.validity.valueMissing)).toBe(true);
        // Answered, the same form is sent: once, so the first press sent nothing.
        await missing.fill(answers[first!.kind]!);
        await page.getByRole("button", { name: application.sendLabel }).click();
        await expect(page).toHaveURL(`${contentSet.site.siteUrl}${thanksPath}`);
        expect(posts).toHaveLength(1);
      });
    });
  }
}
