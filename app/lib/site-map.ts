// Which pages the content makes, and where each is: the one place that decides it. The route
// table, the prerender list, the loaders' 404s, the sitemap, the share images, the security
// policy's paths and the build checks all ask here. A new kind of page is a schema, a route
// module and an entry in `pageKinds` (docs/decisions/0017).
import type {
  ApplicationContent,
  EventContent,
  FormContent,
  HomeContent,
  PageLanguage,
  Program,
  ProgramWithPage,
  ReportContent,
  StoryContent,
} from "#app/schema/types.ts";
import { calendarFolder } from "#deploy/paths.ts";
import { translationFile } from "#app/schema/translations.ts";
import { pathIn } from "./languages.ts";
import { hasProgramsBeyond } from "./program-places.ts";

/**
 * Each kind of page: its address in the site's own language (":slug" stands for a program's
 * file name, with the final slash every static host serves a folder's index.html at), the
 * route module that draws it, and whether search engines are asked to list it.
 */
export const pageKinds = {
  home: { path: "/", module: "routes/home.tsx", listed: true },
  /** Published once the home page shows fewer programs than there are. */
  "all-programs": { path: "/programs/", module: "routes/all-programs.tsx", listed: true },
  program: { path: "/programs/:slug/", module: "routes/program.tsx", listed: true },
  apply: { path: "/programs/:slug/apply/", module: "routes/apply.tsx", listed: true },
  /** Reached only by sending the form. */
  "apply-thanks": { path: "/programs/:slug/apply/thanks/", module: "routes/apply-thanks.tsx", listed: false },
  /** A form of its own (content/forms/<name>.yml), at the top of the site's addresses. */
  form: { path: "/:slug/", module: "routes/form.tsx", listed: true },
  /** Reached only by sending the form. */
  "form-thanks": { path: "/:slug/thanks/", module: "routes/form-thanks.tsx", listed: false },
  /** Published once there is a story (content/stories/). */
  stories: { path: "/stories/", module: "routes/stories.tsx", listed: true },
  story: { path: "/stories/:slug/", module: "routes/story.tsx", listed: true },
  /** Published once there is an event (content/events/): the next ones, and past ones apart. */
  events: { path: "/events/", module: "routes/events.tsx", listed: true },
  /** A year's impact report (content/reports/), at its year: /impact/2024/. */
  report: { path: "/impact/:slug/", module: "routes/report.tsx", listed: true },
  /**
   * Prerendered here under each language's folder (an address of two segments, which only the
   * catch-all route answers: a form takes any one segment), then moved to its 404.html for the
   * hosts.
   */
  "not-found": { path: "/404/page", module: "routes/not-found.tsx", listed: false, builtAs: "404.html" },
} as const;

export type PageKind = keyof typeof pageKinds;

/** A page's address, as the site's own language has it: one function for every kind. */
export function pagePath(kind: PageKind, slug = ""): string {
  return pageKinds[kind].path.replace(":slug", slug);
}

export const programPath = (slug: string) => pagePath("program", slug);
export const applyPath = (slug: string) => pagePath("apply", slug);
export const thanksPath = (slug: string) => pagePath("apply-thanks", slug);
export const formPath = (slug: string) => pagePath("form", slug);
export const formThanksPath = (slug: string) => pagePath("form-thanks", slug);
export const allProgramsPath = pagePath("all-programs");
export const storiesPath = pagePath("stories");
export const storyPath = (slug: string) => pagePath("story", slug);
export const eventsPath = pagePath("events");
/**
 * The stories' feed (Atom) in a language, and an event's calendar file: in folders of their
 * own, each language's below its code (/feeds/fr/stories.xml, /calendar/fr/<name>.ics), so
 * that one header rule covers each folder however many events there are (Cloudflare reads 100).
 */
/** An event's place on the page of events: "event-" first, so no name of a file takes an id the page has. */
export const eventAnchor = (slug: string) => `event-${slug}`;
export const feedPath = (language: Pick<PageLanguage, "prefix">) => `/feeds${language.prefix}/stories.xml`;
export const calendarFilePath = (slug: string, language: Pick<PageLanguage, "prefix">) =>
  `${calendarFolder.slice(0, -1)}${language.prefix}/${slug}.ics`;
export const reportPath = (year: number) => pagePath("report", String(year));
export const notFoundPath = pagePath("not-found");

/** The page of all programs' share image: /og/all-programs.png. */
export const allProgramsShareKey = "all-programs";

export function hasPage(program: Program): program is ProgramWithPage {
  return program.page !== undefined;
}

type ProgramWithApplication = ProgramWithPage & {
  page: ProgramWithPage["page"] & { application: ApplicationContent };
};

export function hasApplication(program: Program): program is ProgramWithApplication {
  return program.page?.application !== undefined;
}

/** A page the content makes, as the site's own language has it. */
export interface SitePage {
  kind: PageKind;
  /** Its address: "/programs/x/". Each translation has it under its code: "/fr/programs/x/". */
  path: string;
  /** The content file that holds its own words, in content/: "programs/x.yml". */
  file: string;
  /** Its title, for the people who keep the site: a program's name, or what the page is. */
  name: string;
  /** The program it belongs to. */
  slug?: string;
  /** Whether search engines are asked to list it (the sitemap, no `noindex`). */
  indexed: boolean;
  /** Its share image: /og/<key>.png. */
  shareKey?: string;
}

type SiteContent = {
  programs: readonly Program[];
  forms: ReadonlyArray<Pick<FormContent, "slug" | "heading">>;
  home: { programs: Pick<HomeContent["programs"], "shown"> };
  stories?: ReadonlyArray<Pick<StoryContent, "slug" | "title">>;
  events?: ReadonlyArray<Pick<EventContent, "slug">>;
  reports?: ReadonlyArray<Pick<ReportContent, "slug" | "year" | "title">>;
};

// One content makes one list, however many pages ask for it.
const madeFrom = new WeakMap<object, SitePage[]>();

/**
 * Every page the content makes, in this order: the home page, the page of all programs while
 * the home page leaves some out, each program's page, each application form and its thank-you
 * page, each form of its own and its thank-you page, the page of all stories and each story, the
 * page of events, each year's report, and the 404 page.
 */
export function sitePages(content: SiteContent): SitePage[] {
  let pages = madeFrom.get(content);
  if (!pages) madeFrom.set(content, (pages = pagesOf(content)));
  return pages;
}

function pagesOf(content: SiteContent): SitePage[] {
  const programs = content.programs.filter(hasPage);
  const withForms = programs.filter(hasApplication);
  const { stories = [], events = [], reports = [] } = content;
  const page = (kind: PageKind, fields: Omit<SitePage, "kind" | "path" | "indexed">): SitePage => ({
    kind,
    path: pagePath(kind, fields.slug),
    indexed: pageKinds[kind].listed,
    ...fields,
  });
  const ofProgram = (program: Program, kind: PageKind, name: string, shared = true) =>
    page(kind, {
      file: `programs/${program.slug}.yml`,
      name,
      slug: program.slug,
      ...(shared ? { shareKey: program.slug } : {}),
    });
  return [
    page("home", { file: "home.yml", name: "home page", shareKey: "home" }),
    ...(hasProgramsBeyond(content.programs, content.home.programs.shown)
      ? [
          page("all-programs", {
            file: "all-programs.yml",
            name: "page of all programs",
            shareKey: allProgramsShareKey,
          }),
        ]
      : []),
    ...programs.map((program) => ofProgram(program, "program", `“${program.title}” page`)),
    ...withForms.map((program) => ofProgram(program, "apply", `application form of “${program.title}”`)),
    ...withForms.map((program) =>
      ofProgram(program, "apply-thanks", `thank-you page of “${program.title}”`, false),
    ),
    ...content.forms.map((form) =>
      page("form", {
        file: `forms/${form.slug}.yml`,
        name: `form “${form.heading}”`,
        slug: form.slug,
        shareKey: `form-${form.slug}`,
      }),
    ),
    ...content.forms.map((form) =>
      page("form-thanks", {
        file: `forms/${form.slug}.yml`,
        name: `thank-you page of the form “${form.heading}”`,
        slug: form.slug,
      }),
    ),
    ...(stories.length > 0
      ? [page("stories", { file: "site.yml", name: "page of all stories", shareKey: "stories" })]
      : []),
    ...stories.map((story) =>
      page("story", {
        file: `stories/${story.slug}.yml`,
        name: `story “${story.title}”`,
        slug: story.slug,
        shareKey: `story-${story.slug}`,
      }),
    ),
    ...(events.length > 0
      ? [page("events", { file: "site.yml", name: "page of events", shareKey: "events" })]
      : []),
    ...reports.map((report) =>
      page("report", {
        file: `reports/${report.slug}.yml`,
        name: `report “${report.title}”`,
        slug: String(report.year),
        shareKey: `report-${report.year}`,
      }),
    ),
    page("not-found", { file: "not-found.yml", name: "404 page" }),
  ];
}

/** The page of this kind (and program) the content makes, if it makes one. */
export function pageOf(content: SiteContent, kind: PageKind, slug?: string): SitePage | undefined {
  return sitePages(content).find((page) => page.kind === kind && page.slug === slug);
}

/** A page in one language: its address there, its built file and the file of its words. */
export interface PageInLanguage extends SitePage {
  language: PageLanguage;
  /** "/fr/programs/x/". */
  address: string;
  /** The address of its kind there, a program's name as a placeholder: "/fr/programs/:slug/". */
  shape: string;
  /** In the built site: "fr/programs/x/index.html", "fr/404.html". */
  builtFile: string;
  /** The content file of its words in this language: "programs/x.fr.yml". */
  wordsFile: string;
}

/** Every page in every language, the site's own first. */
export function pagesInLanguages(
  pages: readonly SitePage[],
  languages: readonly PageLanguage[],
): PageInLanguage[] {
  const [own] = languages;
  return languages.flatMap((language) =>
    pages.map((page) => {
      const address = pathIn(language, page.path);
      return {
        ...page,
        language,
        address,
        shape: pathIn(language, pageKinds[page.kind].path),
        builtFile: builtFileOf(page.kind, language, address),
        wordsFile: language.code === own?.code ? page.file : translationFile(page.file, language.code),
      };
    }),
  );
}

function builtFileOf(kind: PageKind, language: PageLanguage, address: string): string {
  const kindOf = pageKinds[kind] as { builtAs?: string };
  if (kindOf.builtAs) return pathIn(language, `/${kindOf.builtAs}`).slice(1);
  return address.endsWith("/") ? `${address.slice(1)}index.html` : `${address.slice(1)}.html`;
}
