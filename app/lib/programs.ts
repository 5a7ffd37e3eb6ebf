// What a program has besides its card: a page of its own, and on it an application form; and
// what its page's share image says.
import type { ApplicationContent, Program, ProgramWithPage, SiteContent } from "#app/schema/types.ts";
import { cohortNotes } from "./cohort-dates.ts";
import { lengthInWeeks, taughtIn } from "./text.ts";
import type { SentenceFacts, WordsLanguages } from "./words-language.ts";
import { lineStart } from "./language-conventions.ts";

export function hasPage(program: Program): program is ProgramWithPage {
  return program.page !== undefined;
}

export type ProgramWithApplication = ProgramWithPage & {
  page: ProgramWithPage["page"] & { application: ApplicationContent };
};

export function hasApplication(program: Program): program is ProgramWithApplication {
  return program.page?.application !== undefined;
}

/**
 * A program page's share image, besides its title: its summary, its length, its languages, its
 * next cohort, or that applications have closed.
 */
export function programCard(
  program: ProgramWithPage,
  {
    content: { site },
    facts,
    languages,
  }: { content: { site: SiteContent }; facts: SentenceFacts; languages: WordsLanguages },
): { line: string; facts: string[] } {
  const names = program.languages.map((language) => language.name);
  const { start, deadline, closed } = cohortNotes(program.page, site.programPage, facts, languages);
  // Once applications have closed, that is what a reader must know first.
  const dates = closed ? deadline : start;
  return {
    line: program.page.summary,
    facts: [
      lengthInWeeks(program.weeks, facts, languages).text,
      // A pill of its own: « Mandinka, wolof et anglais ».
      lineStart(taughtIn(site.programPage.languagesLabel, names, facts, languages).value, site.formats.dates),
      `${dates.label} ${dates.value}`,
    ],
  };
}
