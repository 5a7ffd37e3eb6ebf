import type { ProgramPageContent, SiteContent } from "#app/schema/types.ts";
import { formatDate, formatMonth } from "#app/schema/dates.ts";
import { buildMoment } from "./build-moment.ts";
import { sentenceIn, type SentenceFacts, type WordsLanguages } from "./words-language.ts";

/** A label and what it labels, read as one sentence, in one language. */
export interface LabelledFact {
  label: string;
  value: string;
  /** Their language, where it is not the page's. */
  lang?: string | undefined;
}

/** That a program's applications have closed, and when, where its page says so: for its card in lists. */
export function applicationsClosedNote(
  program: { page?: Pick<ProgramPageContent, "nextCohortStart" | "applicationDeadline"> | undefined },
  words: CohortWords,
  facts: SentenceFacts,
  languages: WordsLanguages,
): LabelledFact | undefined {
  if (!program.page) return undefined;
  const { deadline, closed } = cohortNotes(program.page, words, facts, languages);
  return closed ? deadline : undefined;
}

/** The words that say a program's dates, to come or past. */
export type CohortWords = Pick<
  SiteContent["programPage"],
  "nextCohortLabel" | "applicationDeadlineLabel" | "applicationsClosedLabel" | "cohortStartedLabel"
>;

/**
 * When the next cohort starts and when applications close, each in one language; once a date
 * has passed at the build's moment (the site is built each morning), said as past, its date
 * kept: "Applications closed on December 15, 2023", until the staff set the next dates. On
 * its day a deadline is still to come.
 */
export function cohortNotes(
  page: Pick<ProgramPageContent, "nextCohortStart" | "applicationDeadline">,
  words: CohortWords,
  facts: SentenceFacts,
  languages: WordsLanguages,
  today: string = buildMoment().toISOString().slice(0, 10),
): { start: LabelledFact; deadline: LabelledFact; closed: boolean } {
  const labelled = (label: string, format: (locale: string) => string): LabelledFact => {
    const sentence = sentenceIn(languages, facts, [label]);
    return { label: sentence.words(label), value: format(sentence.facts.formats.dates), lang: sentence.lang };
  };
  const closed = page.applicationDeadline < today;
  const started = `${page.nextCohortStart}-01` <= today;
  return {
    start: labelled(started ? words.cohortStartedLabel : words.nextCohortLabel, (locale) =>
      formatMonth(page.nextCohortStart, locale),
    ),
    deadline: labelled(closed ? words.applicationsClosedLabel : words.applicationDeadlineLabel, (locale) =>
      formatDate(page.applicationDeadline, locale),
    ),
    closed,
  };
}
