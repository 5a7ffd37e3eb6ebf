// Every kind of page, declared once: its address in the site's own language (":slug" stands
// for its item's name, with the final slash every static host serves a folder's index.html
// at), the route module that draws it, whether search engines are asked to list it, the pages
// the content makes of it (each with its item, its file, its name for the staff, its title and
// its share image), what its share image says, and what the staff can do when one of its pages
// is too large. The site map (site-map.ts) and everything that lists pages iterate over these;
// nothing else branches on a kind. What a new kind of page touches: docs/decisions/0017.
import { figureOf } from "#app/lib/language-conventions.ts";
import type { PathStep } from "#app/schema/field-path.ts";
import { itemFile, type Content } from "#app/schema/registry.ts";
import { eventClocks } from "./event-when.ts";
import { chosenPage, isDonationPage, programDonationPage } from "#app/schema/giving.ts";
import {
  chosenStories,
  eventsListPages,
  pastYears,
  placesOf,
  programsListPages,
  storiesListPages,
} from "./list-pages.ts";
import { programsShown } from "./program-places.ts";
import { hasApplication, hasPage, programCard } from "./programs.ts";
import { fillIn, firstParagraph } from "./text.ts";
import type { SentenceFacts, WordsLanguages } from "./words-language.ts";

/** A page as the content makes it: its item and how the staff and search results know it. */
export interface MadePage<Item> {
  /** Its item's name in its address, for a kind with ":slug". */
  slug?: string;
  item: Item;
  /** The content file of its own words, in content/: "programs/x.yml". */
  file: string;
  /** Its name for the people who keep the site: a program's name, or what the page is. */
  name: string;
  /** Its own title: its heading, and its title in search results and link previews. */
  title: string;
  /** The field of its file its title is written in, which the title's rules name. */
  titleField: PathStep[];
  /** Its share image: /og/<key>.png. */
  shareKey?: string;
  /** Whether search engines are asked to list it, where its kind's `listed` is not what it says. */
  indexed?: boolean;
}

/** What a page's share image says besides its title, in the page's language. */
export interface ShareCardWords {
  line: string;
  /** Figures and their labels, each as the page shows it. */
  figures?: Array<{ figure: string; label: string }>;
  facts: string[];
}

/** What a share image's sentences are written with: the language's content and its words. */
export interface CardContext {
  content: Content;
  /** The page's language: "fr". */
  code: string;
  facts: SentenceFacts;
  languages: WordsLanguages;
}

export interface PageKindDeclaration<Item> {
  path: string;
  /**
   * A list that pages itself (paging.ts): its first page at `path`, the others at
   * `<path>page/<number>/`, each made with its number as its item's name.
   */
  paged?: true;
  module: string;
  listed: boolean;
  /** Where its page is built, when not at its address (the 404 page). */
  builtAs?: string;
  pages: (content: Content) => Array<MadePage<Item>>;
  card?: (item: Item, context: CardContext) => ShareCardWords;
  /** What else the staff can do when a page of this kind is too large, besides shortening it. */
  remedy?: string;
  /**
   * The content files of what its page shows besides its own file (a list's items, a story's
   * program), which a change to any of them changes the page: the content lane checks it then
   * (affected-pages.ts). A list that pages or splits by date shows all of its items: one added
   * or moved shifts every page of it.
   */
  shows?: (item: Item, content: Content) => string[];
  /**
   * The page it sits under, which the links above its title lead back up to (the site map's
   * `trailOf`): the home page where not said, or where the page it names is not made; a paged
   * list's first page for its later ones; `null` for a page with no way up (the home page, a
   * page reached only by sending a form or from another site, the 404 page). `label` gives the
   * way up words of the page's own, where it has them.
   */
  under?: (item: Item, content: Content) => PageAbove | null;
  /** What the links above other pages call its page, where not its title: the home page's "Home". */
  crumbName?: (content: Content) => string;
}

/** The page another sits under: its kind, its item's name, and the words of the link up to it. */
export interface PageAbove {
  kind: "home" | "all-programs" | "program" | "stories" | "events";
  slug?: string;
  label?: string;
}

function kind<Item>(declaration: PageKindDeclaration<Item>): PageKindDeclaration<Item> {
  return declaration;
}

const programFile = itemFile.programs;
/** The pages the staff write that list the forms: a form links to the first, as its privacy notice. */
const formListingFiles = (content: Content) =>
  content.pages.filter((page) => page.sections.some((section) => section.forms)).map(itemFile.pages);
/** The events' files, and their programs', whose titles a list of events shows. */
const eventsWithPrograms = (content: Content) => [
  ...content.events.map(itemFile.events),
  ...content.events.flatMap((event) => namedProgramFile(content, event.program)),
];
/** The file of the program an item names, if the content has it. */
const namedProgramFile = (content: Content, name: string | undefined) =>
  content.programs.filter((program) => program.slug === name).map(programFile);

/**
 * A share image's first two figures, as the home page and a report show them: each figure, and
 * its label as written (a label not yet translated, as the page shows it), with no word the site
 * puts between them: a label may be a noun or a verb phrase (« Ont progressé »).
 */
const figures = (
  statistics: ReadonlyArray<{ value: string; label: string; currency?: string | undefined }>,
  { facts }: CardContext,
) =>
  statistics
    .slice(0, 2)
    .map((statistic) => ({ figure: figureOf(statistic, facts.formats.dates), label: statistic.label }));

export const pageKinds = {
  home: kind({
    path: "/",
    module: "routes/home.tsx",
    listed: true,
    pages: ({ home }) => [
      {
        item: home,
        file: "home.yml",
        name: "home page",
        title: home.hero.heading,
        titleField: ["hero", "heading"],
        shareKey: "home",
      },
    ],
    card: (home, context) => ({
      line: home.hero.text,
      figures: figures(home.hero.statistics, context),
      facts: [],
    }),
    shows: (home, content) => [
      ...programsShown(content.programs, home.programs.shown).map(programFile),
      ...(home.stories ? chosenStories(content.stories, home.stories.shown).map(itemFile.stories) : []),
      // Which events are to come depends on every event's date.
      ...(home.events ? eventsWithPrograms(content) : []),
    ],
    remedy: "show fewer programs on it (Home page › Programs › Programs shown)",
    under: () => null,
    crumbName: ({ site }) => site.navigation.homeLabel,
  }),
  /** Published once the home page shows fewer programs than there are. */
  "all-programs": kind({
    path: "/programs/",
    paged: true,
    module: "routes/all-programs.tsx",
    listed: true,
    pages: programsListPages,
    card: (page, { content }) => ({ line: page.words.intro, facts: [placesOf(content, page.words)] }),
    shows: (_, content) => content.programs.map(programFile),
  }),
  program: kind({
    path: "/programs/:slug/",
    module: "routes/program.tsx",
    listed: true,
    pages: ({ programs }) =>
      programs.filter(hasPage).map((program) => ({
        slug: program.slug,
        item: program,
        file: programFile(program),
        name: `“${program.title}” page`,
        title: program.title,
        titleField: ["title"],
        shareKey: program.slug,
      })),
    card: programCard,
    shows: (program, content) => [
      ...content.stories.filter((story) => story.program === program.slug).map(itemFile.stories),
      // A button to a page with ways to give leads to that page made for the program instead:
      // where it leads depends on the page it chooses.
      ...[...program.page.buttons, ...program.page.closing.buttons]
        .flatMap((button) => chosenPage(button, content.pages) ?? [])
        .map(itemFile.pages),
    ],
    // Under the page of all programs, or the home page while it shows them all; its link up
    // says so in the staff's words: "Back to Programs".
    under: (_, { site }) => ({ kind: "all-programs", label: site.programPage.backLinkLabel }),
  }),
  apply: kind({
    path: "/programs/:slug/apply/",
    module: "routes/apply.tsx",
    listed: true,
    // Shares its program's share image.
    pages: ({ programs }) =>
      programs.filter(hasApplication).map((program) => ({
        slug: program.slug,
        item: program,
        file: programFile(program),
        name: `application form of “${program.title}”`,
        title: program.page.application.heading,
        titleField: ["page", "application", "heading"],
        shareKey: program.slug,
      })),
    shows: (_, content) => formListingFiles(content),
    under: (program) => ({ kind: "program", slug: program.slug }),
  }),
  /** Reached only by sending the form. */
  "apply-thanks": kind({
    path: "/programs/:slug/apply/thanks/",
    module: "routes/apply-thanks.tsx",
    listed: false,
    pages: ({ programs }) =>
      programs.filter(hasApplication).map((program) => ({
        slug: program.slug,
        item: program,
        file: programFile(program),
        name: `thank-you page of “${program.title}”`,
        title: program.page.application.thanks.heading,
        titleField: ["page", "application", "thanks", "heading"],
      })),
    under: () => null,
  }),
  /**
   * The donation page a program's button leads to, made for the program: it says the gift
   * supports it (app/lib/giving.ts). Out of search results: the donation page is the one listed.
   */
  gift: kind({
    path: "/programs/:slug/give/",
    module: "routes/program-gift.tsx",
    listed: false,
    pages: ({ programs, pages }) =>
      programs.filter(hasPage).flatMap((program) => {
        const donation = programDonationPage(program, pages);
        if (!donation) return [];
        return [
          {
            slug: program.slug,
            item: { program, donation },
            file: itemFile.pages(donation),
            name: `donation page for “${program.title}”`,
            title: donation.title,
            titleField: ["title"],
          },
        ];
      }),
    shows: ({ program }) => [programFile(program)],
    under: ({ program }) => ({ kind: "program", slug: program.slug }),
  }),
  /** A form of its own (content/forms/<name>.yml), at the top of the site's addresses. */
  form: kind({
    path: "/:slug/",
    module: "routes/top-page.tsx",
    listed: true,
    pages: ({ forms }) =>
      forms.map((form) => ({
        slug: form.slug,
        item: form,
        file: itemFile.forms(form),
        name: `form “${form.heading}”`,
        title: form.heading,
        titleField: ["heading"],
        shareKey: `form-${form.slug}`,
      })),
    shows: (_, content) => formListingFiles(content),
    card: (form) => ({ line: firstParagraph(form.intro), facts: [] }),
  }),
  /** Reached only by sending the form. */
  "form-thanks": kind({
    path: "/:slug/thanks/",
    module: "routes/form-thanks.tsx",
    listed: false,
    pages: ({ forms }) =>
      forms.map((form) => ({
        slug: form.slug,
        item: form,
        file: itemFile.forms(form),
        name: `thank-you page of the form “${form.heading}”`,
        title: form.thanks.heading,
        titleField: ["thanks", "heading"],
      })),
    under: () => null,
  }),
  /** A page the staff write (content/pages/<name>.yml), at the top of the addresses as a form is. */
  page: kind({
    path: "/:slug/",
    module: "routes/top-page.tsx",
    listed: true,
    pages: ({ pages }) =>
      pages.map((page) => ({
        slug: page.slug,
        item: page,
        file: itemFile.pages(page),
        name: `page “${page.title}”`,
        title: page.title,
        titleField: ["title"],
        // One out of search results (a thank-you page) is not shared either.
        ...(page.unlisted ? { indexed: false } : { shareKey: `page-${page.slug}` }),
      })),
    // One out of search results is reached from another site (a payment service's return), not
    // from one of the site's pages.
    under: (page) => (page.unlisted ? null : { kind: "home" }),
    card: (page) => ({ line: page.intro ?? page.description, facts: [] }),
    shows: (page, content) => [
      // A section of the forms lists every form the site sends, a program's too, and every
      // donation page's services.
      ...(page.sections.some((section) => section.forms)
        ? [
            ...content.programs.filter(hasApplication).map(programFile),
            ...content.forms.map(itemFile.forms),
            ...content.pages.filter(isDonationPage).map(itemFile.pages),
          ]
        : []),
    ],
  }),
  /** Published once there is a story (content/stories/); its words are in Site settings. */
  stories: kind({
    path: "/stories/",
    paged: true,
    module: "routes/stories.tsx",
    listed: true,
    pages: storiesListPages,
    card: (page) => ({ line: page.words.intro, facts: [] }),
    // A page holds so many stories (paging.ts): what she can make shorter is their words.
    shows: (_, content) => content.stories.map(itemFile.stories),
    remedy: "shorten the stories' summaries",
  }),
  story: kind({
    path: "/stories/:slug/",
    module: "routes/story.tsx",
    listed: true,
    pages: ({ stories }) =>
      stories.map((story) => ({
        slug: story.slug,
        item: story,
        file: itemFile.stories(story),
        name: `story “${story.title}”`,
        title: story.title,
        titleField: ["title"],
        shareKey: `story-${story.slug}`,
      })),
    card: (story) => ({ line: story.summary, facts: [`${story.person}, ${story.place}`] }),
    shows: (story, content) => namedProgramFile(content, story.program),
    under: () => ({ kind: "stories" }),
  }),
  /** Published once there is an event (content/events/): the next ones, and past ones by year. */
  events: kind({
    path: "/events/",
    module: "routes/events.tsx",
    listed: true,
    pages: eventsListPages,
    card: (page) => ({ line: page.words.intro, facts: [] }),
    shows: (_, content) => eventsWithPrograms(content),
    // Past events have pages by year; what grows here is the events to come, which the staff
    // plan, each in a line past the first six.
    remedy: "shorten the titles, places and descriptions of the events to come",
  }),
  /** A year's past events, which the page of events leads to: /events/past/2025/. */
  "past-events": kind({
    path: "/events/past/:slug/",
    module: "routes/past-events.tsx",
    listed: true,
    pages: (content) =>
      pastYears(content).map((page) => ({
        slug: String(page.year),
        item: page,
        file: "site.yml",
        name: `page of the events of ${page.year}`,
        title: fillIn(page.words.archiveTitle, { year: String(page.year) }),
        titleField: ["events", "archiveTitle"],
        shareKey: "events",
      })),
    shows: (_, content) => eventsWithPrograms(content),
    under: () => ({ kind: "events" }),
  }),
  /** An event's own page, to share: /events/<name>/. */
  event: kind({
    path: "/events/:slug/",
    module: "routes/event.tsx",
    listed: true,
    pages: ({ events }) =>
      events.map((event) => ({
        slug: event.slug,
        item: event,
        file: itemFile.events(event),
        name: `event “${event.title}”`,
        title: event.title,
        titleField: ["title"],
        shareKey: `event-${event.slug}`,
      })),
    // Online, its readers' own clocks too, each by its zone's name.
    card: (event, { content: { site }, languages }) => {
      const { when, zones = [] } = eventClocks(event, site, languages.untranslated);
      return {
        line: when,
        facts: [event.place ?? site.events?.onlineLabel ?? "", ...zones.map((zone) => zone.short)].filter(
          Boolean,
        ),
      };
    },
    shows: (event, content) => namedProgramFile(content, event.program),
    under: () => ({ kind: "events" }),
  }),
  /** A year's impact report (content/reports/), at its year: /impact/2024/. */
  report: kind({
    path: "/impact/:slug/",
    module: "routes/report.tsx",
    listed: true,
    pages: ({ reports }) =>
      reports.map((report) => ({
        slug: String(report.year),
        item: report,
        file: itemFile.reports(report),
        name: `report “${report.title}”`,
        title: report.title,
        titleField: ["title"],
        shareKey: `report-${report.year}`,
      })),
    card: (report, context) => ({
      line: report.intro,
      figures: figures(report.figures, context),
      facts: [],
    }),
    // Its chosen stories, and the other years it leads to.
    shows: (report, content) => [
      ...chosenStories(content.stories, report.stories).map(itemFile.stories),
      ...content.reports.map(itemFile.reports),
    ],
  }),
  /**
   * Prerendered under each language's folder (an address of two segments, which only the
   * catch-all route answers: a form takes any one segment), and written as its 404.html for
   * the hosts.
   */
  "not-found": kind({
    path: "/404/page",
    module: "routes/not-found.tsx",
    listed: false,
    builtAs: "404.html",
    pages: ({ notFound }) => [
      {
        item: notFound,
        file: "not-found.yml",
        name: "404 page",
        title: notFound.title,
        titleField: ["title"],
      },
    ],
    under: () => null,
  }),
} as const;

export type PageKind = keyof typeof pageKinds;

/** The item a kind's pages are made of: a program, a story, the site's words of a list. */
export type ItemOf<Kind extends PageKind> =
  (typeof pageKinds)[Kind] extends PageKindDeclaration<infer Item> ? Item : never;
