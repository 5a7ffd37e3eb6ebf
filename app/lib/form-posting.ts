import { postedDetails } from "#app/schema/forms.ts";
import type {
  ApplicationContent,
  FormContent,
  PageLanguage,
  Program,
  SiteContent,
} from "#app/schema/types.ts";
import { buildMoment } from "./build-moment.ts";
import { pathIn } from "./languages.ts";
import { absoluteUrl } from "./meta.ts";
import { pagePath } from "./site-map.ts";
import { hasApplication } from "./programs.ts";

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
export function applicationsOpen(
  deadline: string,
  today = buildMoment().toISOString().slice(0, 10),
): boolean {
  return deadline >= today;
}

/** Where a form is and where it thanks her, as the site's own language has them, and its name at Netlify. */
export interface FormPlace {
  /** "/programs/x/apply/", "/mentor/". */
  path: string;
  /** "/programs/x/apply/thanks/", "/mentor/thanks/". */
  thanksPath: string;
  /** Netlify Forms keeps the answers of each form, in every language, under this name. */
  netlifyName: string;
}

export const applicationPlace = (slug: string): FormPlace => ({
  path: pagePath("apply", slug),
  thanksPath: pagePath("apply-thanks", slug),
  netlifyName: `apply-${slug}`,
});

export const formPlace = (slug: string): FormPlace => ({
  path: pagePath("form", slug),
  thanksPath: pagePath("form-thanks", slug),
  netlifyName: `form-${slug}`,
});

/**
 * Where the form posts in a language: the service's address, or for Netlify Forms the
 * thank-you page itself (Netlify takes the post there); the return field says the
 * thank-you page in her language. Every post says which form (its heading in the site's own
 * language, as the staff read the answers), in which language and from which page.
 */
export function formTarget(
  form: Pick<FormContent, "provider">,
  place: FormPlace,
  {
    site,
    language,
    formName,
  }: { site: Pick<SiteContent, "siteUrl">; language: PageLanguage; formName: string },
): FormTarget {
  const { service, address, hiddenFields, returnField, honeypotField } = form.provider;
  const netlify = service === "netlify";
  const [formField, languageField, pageField] = postedDetails;
  return {
    action: netlify ? pathIn(language, place.thanksPath) : (address ?? ""),
    hiddenFields: [
      ...hiddenFields,
      { name: formField, value: formName },
      { name: languageField, value: language.code },
      { name: pageField, value: absoluteUrl(site, pathIn(language, place.path)) },
      ...(returnField && !netlify
        ? [{ name: returnField, value: returnAddress(site, language, place) }]
        : []),
    ],
    ...(honeypotField ? { honeypotField } : {}),
    // One form at Netlify for every language, so the answers are kept together.
    ...(netlify ? { netlifyName: place.netlifyName } : {}),
  };
}

/** The thank-you page in her language, at the site's own address. */
function returnAddress(site: Pick<SiteContent, "siteUrl">, language: PageLanguage, place: FormPlace): string {
  return absoluteUrl(site, pathIn(language, place.thanksPath));
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
    content: {
      site: Pick<SiteContent, "siteUrl">;
      programs: readonly Program[];
      forms: ReadonlyArray<Pick<FormContent, "slug" | "provider">>;
    };
  }>,
): Array<{ path: string; formActionUrls: string[] }> {
  return languages.flatMap(({ language, content }) =>
    [
      ...content.programs.filter(hasApplication).map((program) => ({
        form: program.page.application,
        place: applicationPlace(program.slug),
        own: false,
      })),
      ...content.forms.map((form) => ({ form, place: formPlace(form.slug), own: true })),
    ].flatMap(({ form, place, own }) => {
      const { address, returnField, service } = form.provider;
      if (!address) return [];
      const back = returnField && service !== "netlify" ? [returnAddress(content.site, language, place)] : [];
      const formActionUrls = [address, ...back];
      // A form of its own shares its policy with its thank-you page, below it: one rule
      // (/mentor/*) covers both, where Cloudflare reads at most 100.
      return [place.path, ...(own ? [place.thanksPath] : [])].map((path) => ({
        path: pathIn(language, path),
        formActionUrls,
      }));
    }),
  );
}
