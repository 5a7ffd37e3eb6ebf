import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { formatDate, formatMonth } from "#app/schema/dates.ts";
import { buildMomentFile, fixBuildMoment } from "#app/lib/build-moment.ts";
import { fixtureBuild, fixtureContent as fixtureSet } from "#scripts/content-sets.ts";
import { loadLanguages, pageFacts } from "#app/content/load.server.ts";
import { contentFolder } from "#app/content/files.server.ts";
import type { ButtonContent, PageLanguage } from "#app/schema/types.ts";
import { destinationOf } from "#app/lib/destinations.ts";
import { pathIn } from "#app/lib/languages.ts";
import { cardButton } from "#app/lib/program-paths.ts";
import { pagePath } from "#app/lib/site-map.ts";
import { upcomingAndPast } from "#app/lib/event-when.ts";
import { pastYears } from "#app/lib/list-pages.ts";
import { hasApplication, hasPage } from "#app/lib/programs.ts";
import { hasProgramsBeyond, programsShown } from "#app/lib/program-places.ts";
import { fillIn } from "#app/lib/text.ts";

/**
 * The words on a button, and where it leads once the content says so (undefined: inert),
 * from a page in `language` (French pages are under "/fr").
 */
export function buttonTarget(
  button: ButtonContent,
  language: Pick<PageLanguage, "prefix"> = { prefix: "" },
): { label: string; href?: string } {
  return { label: button.label, href: destinationOf(button, language)?.href };
}

export type PageButton = ButtonContent & { name?: string };

export function spokenName(button: PageButton, words: { otherSite: string; email: string; phone: string }) {
  const kind = destinationOf(button)?.kind;
  const marker = kind === "web" ? words.otherSite : kind === "email" || kind === "phone" ? words[kind] : "";
  return [button.name ?? button.label, marker].filter(Boolean).join(" ");
}

export const missingPath = "/no-such-page";

/** A content set's pages in one of its languages (its own when `code` is not given). */
// Which events are to come is what each set's build took them to be (app/lib/build-moment.ts).
function takeBuildMoment(folder: string) {
  const build = path.resolve(folder) === path.resolve(fixtureSet) ? fixtureBuild : "build";
  const file = path.join(build, buildMomentFile);
  if (existsSync(file)) fixBuildMoment(readFileSync(file, "utf8"));
}

export function siteContentOf(folder: string, code?: string) {
  takeBuildMoment(folder);
  const languages = loadLanguages(folder);
  const chosen = languages.find(({ language }) => language.code === code) ?? languages[0];
  if (!chosen) throw new Error(`${folder} has no language`);
  const { language, content } = chosen;
  const { site, home } = content;
  const at = (pagePath: string) => pathIn(language, pagePath);
  const shownPrograms = programsShown(content.programs, home.programs.shown);
  return {
    ...content,
    content,
    language,
    languages: languages.map((each) => each.language),
    homePath: at("/"),
    missingPath: at(missingPath),
    /** The programs whose cards the home page shows, in its order, and which the footer lists. */
    shownPrograms,
    /** The page of all programs, while the home page leaves some out. */
    allProgramsPath: hasProgramsBeyond(content.programs, home.programs.shown)
      ? at(pagePath("all-programs"))
      : undefined,
    /** What the pages' sections know besides the content: sizes and lengths of uploads. */
    facts: () => pageFacts(site, language, folder, languages[0]?.content.site),
    /** Programs with their own page, and the words that page shows for its dates. */
    programPages: content.programs.filter(hasPage).map((program) => ({
      ...program,
      path: at(pagePath("program", program.slug)),
      nextCohort: formatMonth(program.page.nextCohortStart, site.formats.dates),
      deadline: formatDate(program.page.applicationDeadline, site.formats.dates),
    })),
    /** The programs' application forms, each with its page and its thank-you page. */
    applicationPages: content.programs.filter(hasApplication).map((program) => ({
      program,
      application: program.page.application,
      path: at(pagePath("apply", program.slug)),
      thanksPath: at(pagePath("apply-thanks", program.slug)),
    })),
    /** The site's forms of their own, each with its page and its thank-you page. */
    formPages: content.forms.map((form) => ({
      form,
      path: at(pagePath("form", form.slug)),
      thanksPath: at(pagePath("form-thanks", form.slug)),
    })),
    /**
     * The pages of stories, events and reports the content makes, with words each shows: the
     * page of all stories and each story, the page of events, each year's report.
     */
    newsPages: [
      ...(site.stories && content.stories.length > 0
        ? [
            {
              name: "page of all stories",
              path: at(pagePath("stories")),
              mustShow: [site.stories.intro, ...content.stories.map((story) => story.title)],
            },
          ]
        : []),
      // A story with a photo first: the one the visitor-settings checks take of its kind.
      ...content.stories
        .toSorted((first, second) => Number(Boolean(second.photo)) - Number(Boolean(first.photo)))
        .map((story) => ({
          name: `story “${story.title}”`,
          path: at(pagePath("story", story.slug)),
          mustShow: [story.title, story.summary],
        })),
      ...(site.events && content.events.length > 0
        ? [
            {
              name: "page of events",
              path: at(pagePath("events")),
              mustShow: [
                site.events.intro,
                ...upcomingAndPast(content.events).upcoming.map((event) => event.title),
              ],
            },
            // An event's own page, one online (it says its time in every zone), and a year's past events.
            ...content.events
              .filter((event) => event.online)
              .slice(0, 1)
              .map((event) => ({
                name: `event “${event.title}”`,
                path: at(pagePath("event", event.slug)),
                mustShow: [event.title, event.description],
              })),
            ...pastYears(content)
              .slice(0, 1)
              .map(({ year, events }) => ({
                name: `page of the events of ${year}`,
                path: at(pagePath("past-events", String(year))),
                mustShow: events.map((event) => event.title),
              })),
          ]
        : []),
      ...content.reports.map((report) => ({
        name: `report “${report.title}”`,
        path: at(pagePath("report", String(report.year))),
        mustShow: [report.title, ...report.charts.map((chart) => chart.title)],
      })),
    ],
    /** The pages the staff write (about us, privacy…), with their headings. */
    writtenPages: content.pages.map((page) => ({
      name: `page “${page.title}”`,
      path: at(pagePath("page", page.slug)),
      mustShow: [page.title, ...page.sections.map((section) => section.heading)],
    })),
    /**
     * Every button of the home page, in the content's words, program cards included; `name`
     * is how a screen reader tells the cards' buttons apart.
     */
    homeButtons: [
      ...home.hero.buttons,
      ...shownPrograms.map((program) => ({
        ...cardButton(program, home.programs.cardButtonLabel),
        name: `${home.programs.cardButtonLabel} ${fillIn(home.programs.cardButtonContext, { title: program.title })}`,
      })),
      home.programs.consultation.button,
      ...home.getInvolved.options.map((option) => option.button),
      ...home.getInvolved.readyBlock.buttons,
    ] satisfies PageButton[] as PageButton[],
  };
}

export type SiteContentSet = ReturnType<typeof siteContentOf>;

/** The site built from content/ (build/client), in its own language. */
export const {
  content,
  site,
  home,
  notFound,
  programPages,
  homeButtons,
  shownPrograms,
  allProgramsPath: allProgramsPage,
} = siteContentOf(contentFolder());

/** The site built from content/ in each of its languages, its own first. */
export const siteLanguages = () =>
  loadLanguages(contentFolder()).map(({ language }) => siteContentOf(contentFolder(), language.code));

/** The site built from the content set that sets every link (build/fixture/client). */
export const fixtureContent = (code?: string) => siteContentOf(fixtureSet, code);
