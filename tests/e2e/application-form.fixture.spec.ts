// The application form as an applicant meets it on a phone with no script: she fills it in at
// 320 px, in English and in French, it posts to the service (a stand-in here, which records the
// post and sends her back as Web3Forms does), and she lands on the thank-you page in her
// language. Nothing is asked of another origin before she presses Send.
import { expect, test, type Page } from "@playwright/test";
import { fixtureContent } from "./site-content.ts";
import { watchPage } from "./watch-page.ts";

const languages = fixtureContent().languages.map((language) => fixtureContent(language.code));

/** A plausible answer of each kind, written as people write them (a phone number the local way). */
const answers: Record<string, string> = {
  name: "Awa Jallow-Ceesay",
  email: "awa@example.org",
  phone: "770 12 34",
  number: "24",
  date: "2099-02-01",
  text: "Brikama",
  paragraph: "I want to build a small online shop for my family's market stall.",
};

interface Post {
  url: string;
  fields: URLSearchParams;
}

/**
 * The service's stand-in: records each post, and answers it as Web3Forms does, with a redirect
 * to the return address the form names, at the site's own address. The pages are served from
 * another (as a deploy preview is), and the site's own address answers with the local copy.
 */
async function standInService(page: Page, address: string, returnField: string, baseURL: string) {
  const posts: Post[] = [];
  await page.route(`${new URL(address).origin}/**`, async (route) => {
    const request = route.request();
    const fields = new URLSearchParams(request.postData() ?? "");
    posts.push({ url: request.url(), fields });
    await route.fulfill({ status: 303, headers: { location: fields.get(returnField) ?? "" } });
  });
  const siteOrigin = new URL(fixtureContent().site.siteUrl).origin;
  expect(siteOrigin, "the pages are served from an address not the site's own").not.toBe(
    new URL(baseURL).origin,
  );
  await page.route(`${siteOrigin}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${baseURL}${pathname}` }) });
  });
  return posts;
}

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
        const expected = new Map<string, string[]>();
        for (const question of questions) {
          const own = contentSet.language.prefix
            ? fixtureContent().applicationPages[0]!.application.questions.find(
                (q) => q.field === question.field,
              )
            : question;
          if (question.kind === "choice") {
            const last = question.options!.length - 1;
            await page.getByRole("radio", { name: question.options![last] }).check();
            expected.set(question.field, [own!.options![last]!]);
          } else if (question.kind === "choices") {
            for (const option of question.options!.slice(0, 2))
              await page.getByRole("checkbox", { name: option }).check();
            expected.set(question.field, own!.options!.slice(0, 2));
          } else {
            const field = page.getByLabel(question.label, { exact: false }).first();
            await field.fill(answers[question.kind]!);
            expected.set(question.field, [answers[question.kind]!]);
          }
        }
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
