import type { PageLanguage, ProgramWithPage, SiteContent } from "#app/schema/types.ts";
import { destinationOf } from "./destinations.ts";
import { absoluteUrl } from "./meta.ts";

/** The page the data sits on: its address, its title and its language. */
export interface DescribedPage {
  url: string;
  name: string;
  language: Pick<PageLanguage, "code" | "prefix">;
}

function organizationId(site: SiteContent): string {
  return `${absoluteUrl(site, "/")}#organization`;
}

function organization(site: SiteContent) {
  return {
    "@type": "NGO",
    "@id": organizationId(site),
    name: site.name,
    url: absoluteUrl(site, "/"),
    logo: absoluteUrl(site, "/icon-512.png"),
    description: site.description,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.contact.address.street,
      addressLocality: site.contact.address.locality,
      // Its ISO 3166 code, as schema.org asks: the same in every language.
      addressCountry: site.contact.address.country,
    },
    foundingDate: String(site.foundingYear),
    areaServed: site.countriesServed.map(({ name, code }) => ({
      "@type": "Country",
      name,
      identifier: code,
    })),
  };
}

function webPage(page: DescribedPage, about: string) {
  return {
    "@type": "WebPage",
    "@id": `${page.url}#page`,
    url: page.url,
    name: page.name,
    inLanguage: page.language.code,
    about: { "@id": about },
  };
}

export function organizationData(site: SiteContent, page: DescribedPage) {
  return {
    "@context": "https://schema.org",
    "@graph": [organization(site), webPage(page, organizationId(site))],
  };
}

/** `home` is the home page in the page's language, for the breadcrumb. */
export function programData(
  site: SiteContent,
  program: ProgramWithPage,
  page: DescribedPage,
  home: { url: string; name: string },
) {
  const { url } = page;
  const details = program.page;
  // The first button under a program's summary is the one to apply with.
  const apply = details.buttons[0] && destinationOf(details.buttons[0], page.language);
  const applyPage =
    apply?.kind === "web" || apply?.kind === "page" ? absoluteUrl(site, apply.href) : undefined;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "EducationalOccupationalProgram",
        "@id": `${url}#program`,
        name: program.title,
        description: details.metaDescription,
        url,
        provider: {
          "@type": "NGO",
          "@id": organizationId(site),
          name: site.name,
          url: absoluteUrl(site, "/"),
        },
        timeToComplete: `P${program.weeks}W`,
        educationalProgramMode: details.mode,
        // The languages the program is taught in, which are not the page's, as BCP 47 codes.
        inLanguage: program.languages.map((language) => language.code),
        startDate: details.nextCohortStart,
        applicationDeadline: details.applicationDeadline,
        ...(applyPage ? { potentialAction: { "@type": "ApplyAction", target: applyPage } } : {}),
      },
      webPage(page, `${url}#program`),
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: home.name, item: home.url },
          { "@type": "ListItem", position: 2, name: program.title, item: url },
        ],
      },
    ],
  };
}
