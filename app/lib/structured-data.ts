// Structured data (schema.org JSON-LD) for search engines, built from the content so no
// value is typed twice.
import { site } from "../content/site.ts";
import type { ProgramWithPage } from "./program-paths.ts";
import { absoluteUrl } from "./meta.ts";

const organizationId = `${absoluteUrl("/")}#organization`;

function organization() {
  return {
    "@type": "NGO",
    "@id": organizationId,
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    description: site.description,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.contact.address.street,
      addressLocality: site.contact.address.locality,
      addressCountry: site.contact.address.country,
    },
    foundingDate: String(site.foundingYear),
    areaServed: site.countriesServed.map((name) => ({ "@type": "Country", name })),
  };
}

/** The home page: the organisation itself. */
export function organizationData() {
  return { "@context": "https://schema.org", ...organization() };
}

/** A program page: the program, and the trail back to the home page. */
export function programData(program: ProgramWithPage, path: string, homeTitle: string) {
  const { detail } = program;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "EducationalOccupationalProgram",
        "@id": `${absoluteUrl(path)}#program`,
        name: program.title,
        description: detail.metaDescription,
        url: absoluteUrl(path),
        provider: { "@type": "NGO", "@id": organizationId, name: site.name, url: absoluteUrl("/") },
        timeToComplete: `P${detail.weeks}W`,
        educationalProgramMode: detail.mode,
        inLanguage: detail.languages,
        startDate: detail.nextCohortStart,
        applicationDeadline: detail.applicationDeadline,
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: homeTitle, item: absoluteUrl("/") },
          { "@type": "ListItem", position: 2, name: program.title, item: absoluteUrl(path) },
        ],
      },
    ],
  };
}
