// What the privacy page says of the site's forms, from the forms themselves so that it stays
// true when the staff change one: each form, the questions it asks and the service its answers
// are sent to; each donation page and the services it sends a donor to; and the way from each
// form's notice to that page.
import type { Content } from "#app/schema/registry.ts";
import type { PageContent, PageLanguage } from "#app/schema/types.ts";
import { isDonationPage } from "#app/schema/giving.ts";
import { pathIn } from "./languages.ts";
import { hasApplication } from "./programs.ts";
import { pagePath } from "./site-map.ts";

/** A form as the privacy page lists it, in the page's language. */
export interface SentForm {
  name: string;
  /** What it asks on the site: nothing, for a donation page. */
  asks: string[];
  /** The service that receives the answers, by the name its users know it: the services, for a donation page. */
  service: string;
  /** Said before the service, where the page's own words say it: a donation page's. */
  serviceLabel?: string;
}

/** The services the staff guide names, by the host of their address, or by its domain. */
const services: Record<string, string> = {
  "api.web3forms.com": "Web3Forms",
  "formspree.io": "Formspree",
  "docs.google.com": "Google Forms",
  "stripe.com": "Stripe",
  "paypal.com": "PayPal",
  "paypal.me": "PayPal",
  "paystack.com": "Paystack",
  "paystack.shop": "Paystack",
  "flutterwave.com": "Flutterwave",
  "globalgiving.org": "GlobalGiving",
  "donorbox.org": "Donorbox",
  "wave.com": "Wave",
};

function serviceOf({ service, address }: { service?: string; address?: string | undefined }): string {
  if (service === "netlify") return "Netlify Forms";
  if (!address) return "";
  // An address only a browser would refuse is named as it is written.
  const host = URL.canParse(address) ? new URL(address).hostname : address;
  return services[host] ?? services[host.split(".").slice(-2).join(".")] ?? host.replace(/^(www|api)\./, "");
}

/**
 * The services a donation page sends a donor to, each once: its checkouts' (by their
 * addresses), its mobile money operators and its banks, joined as the page's language lists.
 */
function donationServices(page: PageContent, base: PageContent, listLocale: string): string {
  const ways = (of: PageContent) =>
    of.sections.flatMap((section) => (section.giving ? [section.giving] : []));
  const names = [
    // The addresses in both languages' files: a translation may give its own.
    ...[...ways(base), ...ways(page)].flatMap((giving) =>
      (giving.checkouts ?? []).flatMap((checkout) =>
        [
          checkout.link,
          ...[...(checkout.once ?? []), ...(checkout.monthly ?? [])].map((priced) => priced.link),
        ]
          .filter((link): link is string => Boolean(link))
          .map((address) => serviceOf({ address })),
      ),
    ),
    ...ways(page).flatMap((giving) => [
      ...(giving.mobileMoney ?? []).map((way) => way.operator),
      ...(giving.bankTransfers ?? []).map((account) => account.bank),
    ]),
  ];
  return new Intl.ListFormat(listLocale, { type: "conjunction" }).format([...new Set(names)]);
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
    ...content.pages.filter(isDonationPage).flatMap((page) => {
      const own = base.pages.find(({ slug }) => slug === page.slug) ?? page;
      const giving = page.sections.find((section) => section.giving)?.giving;
      return giving
        ? [
            {
              name: page.title,
              asks: [],
              service: donationServices(page, own, content.site.formats.lists),
              serviceLabel: giving.words.privacy,
            },
          ]
        : [];
    }),
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
