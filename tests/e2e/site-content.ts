import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { formatDate, formatMonth } from "#app/schema/dates.ts";
import { buildMoment, buildMomentFile, fixBuildMoment } from "#app/lib/build-moment.ts";
import { fixtureBuild, fixtureContent as fixtureSet } from "#scripts/content-sets.ts";
import { loadLanguages, pageFacts } from "#app/content/load.server.ts";
import { contentFolder } from "#app/content/files.server.ts";
import type { ButtonContent, PageLanguage } from "#app/schema/types.ts";
import { destinationOf } from "#app/lib/destinations.ts";
import { namingProgram } from "#app/lib/giving.ts";
import { pathIn } from "#app/lib/languages.ts";
import { cardButton } from "#app/lib/program-paths.ts";
import { pagePath } from "#app/lib/site-map.ts";
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

/** Which events are to come is what the content set's build took them to be (app/lib/build-moment.ts). */
export function takeBuildMoment(folder: string) {
  const build =
    path.resolve(folder) === path.resolve(fixtureSet) ? fixtureBuild : (process.env.BUILD_DIR ?? "build");
  const file = path.join(build, buildMomentFile);
  if (existsSync(file)) fixBuildMoment(readFileSync(file, "utf8"));
}

/** A content set's pages in one of its languages (its own when `code` is not given). */
export function siteContentOf(folder: string, code?: string) {
  takeBuildMoment(folder);
  const languages = loadLanguages(folder);
  const chosen = languages.find(({ language }) => language.code === code) ?? languages[0];
  if (!chosen) throw new Error(`${folder} has no language`);
  const { language, content } = chosen;
  const { site, home } = content;
  const at = (pagePath: string) => pathIn(language, pagePath);
  const shownPrograms = programsShown(content.programs, home.programs.shown);
  // The day the content set was built, which decides whether a program's dates have passed.
  const today = buildMoment().toISOString().slice(0, 10);
  const words = site.programPage;
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
    /**
     * Programs with their own page, its buttons as it shows them (one to a donation page leads
     * to the donation page made for the program: app/lib/giving.ts), and the words that page
     * shows for its dates.
     */
    programPages: content.programs.filter(hasPage).map((program) => {
      const nextCohort = formatMonth(program.page.nextCohortStart, site.formats.dates);
      const deadline = formatDate(program.page.applicationDeadline, site.formats.dates);
      const started = `${program.page.nextCohortStart}-01` <= today;
      const closed = program.page.applicationDeadline < today;
      return {
        ...namingProgram(program, content),
        path: at(pagePath("program", program.slug)),
        nextCohort,
        deadline,
        /** Its dates as its page says them on the build's day: to come, or passed. */
        startNote: `${started ? words.cohortStartedLabel : words.nextCohortLabel} ${nextCohort}`,
        deadlineNote: `${closed ? words.applicationsClosedLabel : words.applicationDeadlineLabel} ${deadline}`,
      };
    }),
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

/** The site built from content/ in each of its languages, its own first. */
export const siteLanguages = () =>
  loadLanguages(contentFolder()).map(({ language }) => siteContentOf(contentFolder(), language.code));

/** The fixture content set (build/fixture/client), in one of its languages. */
export const fixtureContent = (code?: string) => siteContentOf(fixtureSet, code);
