// The pages the growing lists make (paging.ts): the page of all stories and its later pages,
// the page of events and each year's past events, the page of all programs and its later
// pages. Their kinds (page-kinds.ts) take their pages from here, each with its items, so a
// route shows the items its page holds and never works them out again.
import type { PathStep } from "#app/schema/field-path.ts";
import type { Content } from "#app/schema/registry.ts";
import type {
  AllProgramsContent,
  EventContent,
  Program,
  SiteContent,
  StoryContent,
} from "#app/schema/types.ts";
import { upcomingAndPast } from "./event-when.ts";
import { pagedTitle, pagesOf, perPage, type ListPage } from "./paging.ts";
import { hasProgramsBeyond, programsByPlace } from "./program-places.ts";
import { formatList } from "./text.ts";

/** The newest first; stories of one day by title, so the order never depends on file names. */
export function newestFirst<Story extends Pick<StoryContent, "date" | "title">>(
  stories: readonly Story[],
): Story[] {
  return stories.toSorted(
    (first, second) => second.date.localeCompare(first.date) || first.title.localeCompare(second.title),
  );
}

/** The stories a list of names chooses, in its order (each name is checked to be a story). */
export function chosenStories(stories: readonly StoryContent[], names: readonly string[]): StoryContent[] {
  return names.flatMap((name) => stories.filter((story) => story.slug === name));
}

export interface StoriesPage extends ListPage<StoryContent> {
  words: NonNullable<SiteContent["stories"]>;
}

/** Every story, newest first, a page of them at a time; none until there is a story. */
export function storiesPages({ stories, site }: Pick<Content, "stories" | "site">): StoriesPage[] {
  const words = site.stories;
  if (stories.length === 0 || !words) return [];
  return pagesOf(newestFirst(stories), perPage.stories).map((page) => ({ ...page, words }));
}

export interface EventsPage {
  words: NonNullable<SiteContent["events"]>;
  /** Soonest first. */
  upcoming: EventContent[];
  /** The latest past events, latest first. */
  latestPast: EventContent[];
  /** The years of past events, latest first, each a page of its own. */
  years: number[];
}

export interface PastYear {
  words: NonNullable<SiteContent["events"]>;
  year: number;
  /** Latest first. */
  events: EventContent[];
}

/** The year an event happened, as clocks showed it where it happened. */
const yearOf = (event: Pick<EventContent, "starts">) => Number(event.starts.slice(0, 4));

// Which events are to come, worked out once for each language's events at the build's moment.
const splits = new WeakMap<readonly EventContent[], ReturnType<typeof upcomingAndPast<EventContent>>>();
function split(events: readonly EventContent[]) {
  let found = splits.get(events);
  if (!found) splits.set(events, (found = upcomingAndPast(events)));
  return found;
}

/** The past events of each year, latest year first: the archive the page of events leads to. */
export function pastYears({ events, site }: Pick<Content, "events" | "site">): PastYear[] {
  const words = site.events;
  if (!words) return [];
  const years = new Map<number, EventContent[]>();
  for (const event of split(events).past) {
    years.set(yearOf(event), [...(years.get(yearOf(event)) ?? []), event]);
  }
  return [...years].map(([year, inYear]) => ({ words, year, events: inYear }));
}

/** The page of events: those to come, the latest past ones, and each year's; none until there is an event. */
export function eventsPage(content: Pick<Content, "events" | "site">): EventsPage | undefined {
  const words = content.site.events;
  if (content.events.length === 0 || !words) return undefined;
  const { upcoming, past } = split(content.events);
  return {
    words,
    upcoming,
    latestPast: past.slice(0, perPage.latestPast),
    years: pastYears(content).map(({ year }) => year),
  };
}

export interface ProgramsPage extends ListPage<Program> {
  words: AllProgramsContent;
}

/** Every program, by place as the page of all programs groups them, a page of them at a time. */
export function programsPages({
  programs,
  site,
  allPrograms,
}: Pick<Content, "programs" | "site" | "allPrograms">): ProgramsPage[] {
  const byPlace = programsByPlace(programs, site.countriesServed, allPrograms.online);
  return pagesOf(
    byPlace.flatMap((place) => place.programs),
    perPage.programs,
  ).map((page) => ({ ...page, words: allPrograms }));
}

/** The pages of a list that grows: the first at the list's address, the others by number. */
function listPages<Page extends ListPage<unknown>>(
  pages: Page[],
  made: {
    file: string;
    name: string;
    title: (page: Page) => string;
    titleField: PathStep[];
    shareKey: string;
  },
  paging: SiteContent["paging"],
) {
  return pages.map((page) => ({
    ...made,
    ...(page.number > 1 ? { slug: String(page.number) } : {}),
    item: page,
    name: page.number === 1 ? made.name : `page ${page.number} of the ${made.name}`,
    title: pagedTitle(made.title(page), page, paging),
  }));
}

export const programsListPages = (content: Content) =>
  hasProgramsBeyond(content.programs, content.home.programs.shown)
    ? listPages(
        programsPages(content),
        {
          file: "all-programs.yml",
          name: "page of all programs",
          title: (page) => page.words.title,
          titleField: ["title"],
          shareKey: "all-programs",
        },
        content.site.paging,
      )
    : [];

export const storiesListPages = (content: Content) =>
  listPages(
    storiesPages(content),
    {
      file: "site.yml",
      name: "page of all stories",
      title: (page) => page.words.title,
      titleField: ["stories", "title"],
      shareKey: "stories",
    },
    content.site.paging,
  );

/** Each place the programs run in, and the number of the page where its programs begin. */
export function placesOfPages(
  pages: readonly ProgramsPage[],
  countries: SiteContent["countriesServed"],
): Array<{ id: string; name: string; number: number }> {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    programsByPlace(page.items, countries, page.words.online).flatMap(({ id, name }) => {
      if (seen.has(id)) return [];
      seen.add(id);
      return [{ id, name, number: page.number }];
    }),
  );
}

export const eventsListPages = (content: Content) => {
  const page = eventsPage(content);
  return page
    ? [
        {
          item: page,
          file: "site.yml",
          name: "page of events",
          title: page.words.title,
          titleField: ["events", "title"],
          shareKey: "events",
        },
      ]
    : [];
};

/** Where the programs run, as the page of all programs' share image says: "The Gambia, Senegal and Online". */
export function placesOf(
  { programs, site }: Pick<Content, "programs" | "site">,
  words: Pick<AllProgramsContent, "online">,
): string {
  const places = programsByPlace(programs, site.countriesServed, words.online);
  return formatList(
    places.map((place) => place.name),
    site.formats.lists,
  );
}
