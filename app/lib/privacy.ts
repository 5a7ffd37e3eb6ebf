// What the privacy page says of the site's forms, from the forms themselves so that it stays
// true when the staff change one: each form, the questions it asks and the service its answers
// are sent to; and the way from each form's notice to that page.
import type { Content } from "#app/schema/registry.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { pathIn } from "./languages.ts";
import { hasApplication } from "./programs.ts";
import { pagePath } from "./site-map.ts";

/** A form as the privacy page lists it, in the page's language. */
export interface SentForm {
  name: string;
  asks: string[];
  /** The service that receives the answers, by the name its users know it. */
  service: string;
}

/** The services the staff guide names, by the host of their form address. */
const services: Record<string, string> = {
  "api.web3forms.com": "Web3Forms",
  "formspree.io": "Formspree",
  "docs.google.com": "Google Forms",
};

function serviceOf({ service, address }: { service?: string; address?: string | undefined }): string {
  if (service === "netlify") return "Netlify Forms";
  if (!address) return "";
  // An address only a browser would refuse is named as it is written.
  const host = URL.canParse(address) ? new URL(address).hostname : address;
  return services[host] ?? host.replace(/^(www|api)\./, "");
}

/**
 * Every form of the site in the page's language (`content`), its service as the site's own
 * language's file says it (`base`): each program's application form, each form of its own,
 * and the newsletter's sign-up where it sends to a provider.
 */
export function sentForms(content: Content, base: Content): SentForm[] {
  const newsletter = content.site.footer.newsletter;
  return [
    ...content.programs.filter(hasApplication).map(({ page: { application } }) => ({
      name: application.heading,
      asks: application.questions.map((question) => question.label),
      service: serviceOf(application.provider),
    })),
    ...content.forms.map((form) => ({
      name: form.heading,
      asks: form.questions.map((question) => question.label),
      service: serviceOf(form.provider),
    })),
    ...(base.site.footer.newsletter.providerUrl
      ? [
          {
            name: newsletter.heading,
            asks: [newsletter.fieldLabel],
            service: serviceOf({ address: base.site.footer.newsletter.providerUrl }),
          },
        ]
      : []),
  ];
}

/** The page that lists the site's forms (its privacy page), where a form's notice leads, if there is one. */
export function privacyPage(
  content: Pick<Content, "pages">,
  language: Pick<PageLanguage, "prefix">,
): { href: string; label: string } | undefined {
  const page = content.pages.find(({ sections }) => sections.some((section) => section.forms));
  return page && { href: pathIn(language, pagePath("page", page.slug)), label: page.title };
}
