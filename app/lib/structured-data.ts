import type {
  PageLanguage,
  ProgramWithPage,
  ReportContent,
  SiteContent,
  StoryContent,
} from "#app/schema/types.ts";
import { destinationOf } from "./destinations.ts";
import { absoluteUrl } from "./meta.ts";
import { pathIn } from "./languages.ts";
import type { Trail } from "./site-map.ts";

/** The page the data sits on: its address, its title and its language. */
export interface DescribedPage {
  url: string;
  name: string;
  language: Pick<PageLanguage, "code" | "prefix">;
}

function organizationId(site: SiteContent): string {
  return `${absoluteUrl(site, "/")}#organization`;
}

/** The organisation; with `donateAt`, the page where one gives to it (a DonateAction). */
function organization(site: SiteContent, donateAt?: DescribedPage) {
  const node = {
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
  if (!donateAt) return node;
  const donate = { "@type": "DonateAction", name: donateAt.name, target: donateAt.url };
  return { ...node, potentialAction: { ...donate, recipient: { "@id": organizationId(site) } } };
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

export function organizationData(site: SiteContent, page: DescribedPage, { donation = false } = {}) {
  return {
    "@context": "https://schema.org",
    "@graph": [organization(site, donation ? page : undefined), webPage(page, organizationId(site))],
  };
}

export function programData(site: SiteContent, program: ProgramWithPage, page: DescribedPage) {
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
    ],
  };
}

/**
 * Where a page sits, as search engines show it under its title in results: the pages above
 * it, named and addressed as its trail shows them in its language, then the page itself.
 */
export function trailData(
  site: Pick<SiteContent, "siteUrl">,
  trail: Pick<Trail, "crumbs">,
  page: DescribedPage,
) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [
      ...trail.crumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(site, pathIn(page.language, crumb.path)),
      })),
      { "@type": "ListItem", position: trail.crumbs.length + 1, name: page.name, item: page.url },
    ],
  };
}

/** A page's structured data with its trail in the same graph, or the trail alone. */
export function withTrail(data: object | undefined, trail: object | undefined): object | undefined {
  if (!trail) return data;
  if (!data) return { "@context": "https://schema.org", "@graph": [trail] };
  const { "@graph": graph = [], ...rest } = data as { "@graph"?: object[] };
  return { ...rest, "@graph": [...graph, trail] };
}

function organizer(site: SiteContent) {
  return { "@type": "NGO", "@id": organizationId(site), name: site.name, url: absoluteUrl(site, "/") };
}

/** A story: an article about her, published by the organisation. */
export function storyData(
  site: SiteContent,
  story: Pick<StoryContent, "title" | "summary" | "date" | "person" | "role">,
  page: DescribedPage,
  image: string | undefined,
) {
  const id = `${page.url}#article`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Article",
        "@id": id,
        headline: story.title,
        description: story.summary,
        datePublished: story.date,
        inLanguage: page.language.code,
        ...(image ? { image } : {}),
        author: organizer(site),
        publisher: organizer(site),
        about: { "@type": "Person", name: story.person, jobTitle: story.role },
        mainEntityOfPage: `${page.url}#page`,
      },
      webPage(page, id),
    ],
  };
}

/** The page of events or an event's own page, and the events on it, as search engines read events. */
export function eventsData(
  site: SiteContent,
  events: ReadonlyArray<{
    title: string;
    description: string;
    start: string;
    end?: string | undefined;
    place?: string | undefined;
    online?: string | undefined;
    /** Its own page: "/fr/events/<name>/". */
    href: string;
  }>,
  page: DescribedPage,
) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      organization(site),
      webPage(page, organizationId(site)),
      ...events.map((event) => ({
        "@type": "Event",
        "@id": `${absoluteUrl(site, event.href)}#event`,
        name: event.title,
        description: event.description,
        url: absoluteUrl(site, event.href),
        startDate: event.start,
        ...(event.end ? { endDate: event.end } : {}),
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: `https://schema.org/${
          event.place && event.online ? "Mixed" : event.online ? "Online" : "Offline"
        }EventAttendanceMode`,
        location: [
          ...(event.place ? [{ "@type": "Place", name: event.place, address: event.place }] : []),
          ...(event.online ? [{ "@type": "VirtualLocation", url: event.online }] : []),
        ],
        organizer: organizer(site),
        inLanguage: page.language.code,
      })),
    ],
  };
}

/** A year's impact report: a report of the organisation's. */
export function reportData(
  site: SiteContent,
  report: Pick<ReportContent, "title" | "metaDescription" | "year">,
  page: DescribedPage,
) {
  const id = `${page.url}#report`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Report",
        "@id": id,
        headline: report.title,
        name: report.title,
        description: report.metaDescription,
        temporalCoverage: String(report.year),
        inLanguage: page.language.code,
        author: organizer(site),
        publisher: organizer(site),
      },
      webPage(page, id),
    ],
  };
}

/**
 * A page the staff write: the organisation's page, and where its questions are its main
 * content (every section answers questions), a page of questions and answers as search
 * engines read one. On a donation page, the organisation is given the action of giving to it
 * there.
 */
export function staffPageData(
  site: SiteContent,
  questions: ReadonlyArray<{ question: string; answer: string }> | undefined,
  page: DescribedPage,
  { donation = false } = {},
) {
  if (!questions) return organizationData(site, page, { donation });
  const id = `${page.url}#questions`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      organization(site, donation ? page : undefined),
      {
        "@type": "FAQPage",
        "@id": id,
        url: page.url,
        name: page.name,
        inLanguage: page.language.code,
        mainEntity: questions.map(({ question, answer }) => ({
          "@type": "Question",
          name: question,
          acceptedAnswer: { "@type": "Answer", text: answer },
        })),
      },
    ],
  };
}
