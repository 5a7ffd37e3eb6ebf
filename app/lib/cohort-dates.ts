import type { ProgramPageContent, SiteContent } from "#app/schema/types.ts";
import { formatDate, formatMonth } from "#app/schema/dates.ts";
import { sentenceIn, type SentenceFacts, type WordsLanguages } from "./words-language.ts";

/** A label and what it labels, read as one sentence, in one language. */
export interface LabelledFact {
  label: string;
  value: string;
  /** Their language, where it is not the page's. */
  lang?: string | undefined;
}

/** When the next cohort starts and when applications close, each in one language. */
export function cohortNotes(
  page: Pick<ProgramPageContent, "nextCohortStart" | "applicationDeadline">,
  words: Pick<SiteContent["programPage"], "nextCohortLabel" | "applicationDeadlineLabel">,
  facts: SentenceFacts,
  languages: WordsLanguages,
): { start: LabelledFact; deadline: LabelledFact } {
  const labelled = (label: string, format: (locale: string) => string): LabelledFact => {
    const sentence = sentenceIn(languages, facts, [label]);
    return { label: sentence.words(label), value: format(sentence.facts.formats.dates), lang: sentence.lang };
  };
  return {
    start: labelled(words.nextCohortLabel, (locale) => formatMonth(page.nextCohortStart, locale)),
    deadline: labelled(words.applicationDeadlineLabel, (locale) =>
      formatDate(page.applicationDeadline, locale),
    ),
  };
}
