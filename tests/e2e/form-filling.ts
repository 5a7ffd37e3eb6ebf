// A form as a visitor fills it in on a phone with no script, against a stand-in for the
// service it posts to: shared by the application form's test and the forms' own.
import { expect, type Page } from "@playwright/test";
import type { FormContent } from "#app/schema/types.ts";
import { fixtureContent } from "./site-content.ts";

/** A plausible answer of each kind, written as people write them (a phone number the local way). */
export const answers: Record<string, string> = {
  name: "Awa Jallow-Ceesay",
  email: "awa@example.org",
  phone: "770 12 34",
  number: "24",
  date: "2099-02-01",
  text: "Brikama",
  paragraph: "I want to build a small online shop for my family's market stall.",
};

export interface Post {
  url: string;
  fields: URLSearchParams;
}

/**
 * The service's stand-in: records each post, and answers it as Web3Forms does, with a redirect
 * to the return address the form names, at the site's own address. The pages are served from
 * another (as a deploy preview is), and the site's own address answers with the local copy.
 */
export async function standInService(page: Page, address: string, returnField: string, baseURL: string) {
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

type Question = FormContent["questions"][number];

/**
 * Answers every question as she would, in the page's words; returns what the service must
 * receive for each field: an option in the site's own words (`own`, the same questions there).
 */
export async function answerAll(page: Page, questions: readonly Question[], own: readonly Question[]) {
  const expected = new Map<string, string[]>();
  for (const [index, question] of questions.entries()) {
    const ownOptions = own[index]?.options ?? question.options ?? [];
    if (question.kind === "choice") {
      const last = question.options!.length - 1;
      await page.getByRole("radio", { name: question.options![last] }).check();
      expected.set(question.field, [ownOptions[last]!]);
    } else if (question.kind === "choices") {
      for (const option of question.options!.slice(0, 2))
        await page.getByRole("checkbox", { name: option }).check();
      expected.set(question.field, ownOptions.slice(0, 2));
    } else {
      await page.getByLabel(question.label, { exact: false }).first().fill(answers[question.kind]!);
      expected.set(question.field, [answers[question.kind]!]);
    }
  }
  return expected;
}
