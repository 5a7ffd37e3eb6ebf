import { postedDetails } from "#app/schema/application.ts";
import type { ApplicationContent, PageLanguage, Program, SiteContent } from "#app/schema/types.ts";
import { pathIn } from "./languages.ts";
import { absoluteUrl } from "./meta.ts";
import { applyPath, hasApplication, thanksPath } from "./site-map.ts";

/** A question as the page draws it: each option with the value the service receives. */
export type AskedQuestion = Omit<ApplicationContent["questions"][number], "options"> & {
  options?: Array<{ label: string; value: string }>;
};

/** Where and how the form posts, worked out for the page's language. */
export interface FormTarget {
  action: string;
  hiddenFields: ReadonlyArray<{ name: string; value: string }>;
  honeypotField?: string;
  /** Netlify Forms finds the form by its name in the published page. */
  netlifyName?: string;
}

/** Open until the end of the deadline's day, as the build's warning counts it. */
export function applicationsOpen(deadline: string, today = new Date().toISOString().slice(0, 10)): boolean {
  return deadline >= today;
}

/**
 * Where the form posts in a language: the service's address, or for Netlify Forms the
 * thank-you page itself (Netlify takes the post there); the return field says the
 * thank-you page in her language. Every post says which form (its heading in the site's own
 * language, as the staff read the answers), in which language and from which page.
 */
export function formTarget(
  application: Pick<ApplicationContent, "provider">,
  {
    site,
    language,
    slug,
    formName,
  }: { site: Pick<SiteContent, "siteUrl">; language: PageLanguage; slug: string; formName: string },
): FormTarget {
  const { service, address, hiddenFields, returnField, honeypotField } = application.provider;
  const thanks = pathIn(language, thanksPath(slug));
  const netlify = service === "netlify";
  const [form, formLanguage, formPage] = postedDetails;
  return {
    action: netlify ? thanks : (address ?? ""),
    hiddenFields: [
      ...hiddenFields,
      { name: form, value: formName },
      { name: formLanguage, value: language.code },
      { name: formPage, value: absoluteUrl(site, pathIn(language, applyPath(slug))) },
      ...(returnField && !netlify ? [{ name: returnField, value: returnAddress(site, language, slug) }] : []),
    ],
    ...(honeypotField ? { honeypotField } : {}),
    // One form at Netlify for every language, so the answers are kept together.
    ...(netlify ? { netlifyName: `apply-${slug}` } : {}),
  };
}

/** The thank-you page in her language, at the site's own address. */
function returnAddress(site: Pick<SiteContent, "siteUrl">, language: PageLanguage, slug: string): string {
  return absoluteUrl(site, pathIn(language, thanksPath(slug)));
}

/**
 * The questions in the page's language, each option with the value the service receives:
 * the option in the site's own language, so every language's answers read alike there.
 */
export function askedQuestions(
  questions: ApplicationContent["questions"],
  own: ApplicationContent["questions"],
): AskedQuestion[] {
  return questions.map((question, index) => {
    const { options, ...rest } = question;
    const values = own[index]?.options ?? options ?? [];
    return {
      ...rest,
      ...(options ? { options: options.map((label, at) => ({ label, value: values[at] ?? label })) } : {}),
    };
  });
}

/**
 * Where each form page may send her, for the policy's form-action there alone: the service,
 * and the thank-you page it sends her back to. That page is at the site's own address, which
 * is not the page's own when the site is seen from a deploy preview or from the other of
 * `www` and the bare domain; browsers hold the service's redirect to the form-action too.
 */
export function formPagePolicies(
  languages: ReadonlyArray<{
    language: PageLanguage;
    content: { site: Pick<SiteContent, "siteUrl">; programs: readonly Program[] };
  }>,
): Array<{ path: string; formActionUrls: string[] }> {
  return languages.flatMap(({ language, content }) =>
    content.programs.filter(hasApplication).flatMap((program) => {
      const { address, returnField, service } = program.page.application.provider;
      if (!address) return [];
      const back =
        returnField && service !== "netlify" ? [returnAddress(content.site, language, program.slug)] : [];
      return [{ path: pathIn(language, applyPath(program.slug)), formActionUrls: [address, ...back] }];
    }),
  );
}
