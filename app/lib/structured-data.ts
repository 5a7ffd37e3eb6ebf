import type { ProgramWithPage, SiteContent } from "#app/schema/types.ts";
import { destinationOf } from "./destinations.ts";
import { absoluteUrl } from "./meta.ts";

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
      addressCountry: site.contact.address.country,
    },
    foundingDate: String(site.foundingYear),
    areaServed: site.countriesServed.map((name) => ({ "@type": "Country", name })),
  };
}

export function organizationData(site: SiteContent) {
  return { "@context": "https://schema.org", ...organization(site) };
}

export function programData(site: SiteContent, program: ProgramWithPage, path: string, homeTitle: string) {
  const { page } = program;
  const url = absoluteUrl(site, path);
  // The first button under a program's summary is the one to apply with.
  const apply = page.buttons[0] && destinationOf(page.buttons[0]);
  const applyPage =
    apply?.kind === "web" || apply?.kind === "page" ? absoluteUrl(site, apply.href) : undefined;
  const home = absoluteUrl(site, "/");
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "EducationalOccupationalProgram",
        "@id": `${url}#program`,
        name: program.title,
        description: page.metaDescription,
        url,
        provider: { "@type": "NGO", "@id": organizationId(site), name: site.name, url: home },
        timeToComplete: `P${program.weeks}W`,
        educationalProgramMode: page.mode,
        inLanguage: page.languages,
        startDate: page.nextCohortStart,
        applicationDeadline: page.applicationDeadline,
        ...(applyPage ? { potentialAction: { "@type": "ApplyAction", target: applyPage } } : {}),
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: homeTitle, item: home },
          { "@type": "ListItem", position: 2, name: program.title, item: url },
        ],
      },
    ],
  };
}
