import type { ApplicationContent, PageLanguage, Program, SiteContent } from "#app/schema/types.ts";
import { pathIn } from "./languages.ts";
import { absoluteUrl } from "./meta.ts";
import { allProgramsPath, hasPage, programPath } from "./program-paths.ts";

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

type ProgramWithApplication = Program & {
  page: NonNullable<Program["page"]> & { application: ApplicationContent };
};

export function hasApplication(program: Program): program is ProgramWithApplication {
  return program.page?.application !== undefined;
}

/** The program's application form: /programs/x/apply/. */
export function applyPath(slug: string): string {
  return `${programPath(slug)}apply/`;
}

/** Where she lands after sending it: /programs/x/apply/thanks/. */
export function thanksPath(slug: string): string {
  return `${applyPath(slug)}thanks/`;
}

/** The form pages and their thank-you pages, as the site's own language addresses them. */
export function applicationPaths(programs: readonly Program[]): { forms: string[]; thanks: string[] } {
  const withForms = programs.filter((program) => hasPage(program) && hasApplication(program));
  return {
    forms: withForms.map((program) => applyPath(program.slug)),
    thanks: withForms.map((program) => thanksPath(program.slug)),
  };
}

/** Open until the end of the deadline's day, as the build's warning counts it. */
export function applicationsOpen(deadline: string, today = new Date().toISOString().slice(0, 10)): boolean {
  return deadline >= today;
}

/**
 * Where the form posts in a language: the service's address, or for Netlify Forms the
 * thank-you page itself (Netlify takes the post there); the return field says the
 * thank-you page in her language.
 */
export function formTarget(
  application: Pick<ApplicationContent, "provider">,
  { site, language, slug }: { site: Pick<SiteContent, "siteUrl">; language: PageLanguage; slug: string },
): FormTarget {
  const { service, address, hiddenFields, returnField, honeypotField } = application.provider;
  const thanks = pathIn(language, thanksPath(slug));
  const netlify = service === "netlify";
  return {
    action: netlify ? thanks : (address ?? ""),
    hiddenFields: [
      ...hiddenFields,
      ...(returnField && !netlify ? [{ name: returnField, value: absoluteUrl(site, thanks) }] : []),
    ],
    ...(honeypotField ? { honeypotField } : {}),
    // One form at Netlify for every language, so the answers are kept together.
    ...(netlify ? { netlifyName: `apply-${slug}` } : {}),
  };
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

/** The service's address on each form page, for the policy's form-action there alone. */
export function formPagePolicies(
  languages: ReadonlyArray<{ language: PageLanguage; content: { programs: readonly Program[] } }>,
): Array<{ path: string; formActionUrls: string[] }> {
  return languages.flatMap(({ language, content }) =>
    content.programs.filter(hasApplication).flatMap((program) => {
      const { address } = program.page.application.provider;
      return address ? [{ path: pathIn(language, applyPath(program.slug)), formActionUrls: [address] }] : [];
    }),
  );
}

/**
 * Every kind of address the site's pages have, in its own language, a program's name as a
 * placeholder: for hosts' rules that must tell a form page from the pages around it.
 */
export const pageShapes = ["/", "/:page", allProgramsPath, programPath(":slug"), thanksPath(":slug")];
