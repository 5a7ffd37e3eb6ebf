import type { LanguageWords, PageFacts } from "#app/schema/types.ts";

/** How a language writes the sentences a page assembles: its link words, formats and weeks, and the site's own. */
export type SentenceFacts = Pick<PageFacts, "words" | "formats" | "weeks" | "own">;

/** Which words of a page are in the site's own language rather than the page's. */
export interface WordsLanguages {
  /** The site's own language: "en". */
  own: string;
  /** The language of these words where it is not the page's (for their `lang`), or nothing. */
  languageOf(words: string): string | undefined;
  /** Whether these words are shown in the site's own language because the page's lacks them. */
  untranslated(words: string): boolean;
  /** These words as the site's own language writes them: the words a translation's words translate. */
  ownWordsOf(words: string): string;
}

/** A page in the site's own language: every word is the page's. */
export const ownLanguageOnly: WordsLanguages = {
  own: "",
  languageOf: () => undefined,
  untranslated: () => false,
  ownWordsOf: (words) => words,
};

export function wordsLanguages(
  own: string,
  { untranslated, kept, translating }: LanguageWords,
): WordsLanguages {
  const missing = new Set(untranslated);
  const keptNames = new Set(kept);
  return {
    own,
    languageOf: (words) => (missing.has(words) || keptNames.has(words) ? own : undefined),
    untranslated: (words) => missing.has(words),
    ownWordsOf: (words) => translating[words] ?? words,
  };
}

/**
 * How to write a sentence made of these words (its frame and what it names) in one language:
 * the page's, or, where the page's lacks any of them, the site's own whole: its words, its
 * formats and its `lang`. "Next cohort starts" not yet translated makes "Next cohort starts
 * January 2099", never "Next cohort starts janvier 2099". A name kept as the site's own
 * language writes it ("sur Digital Bridge Gambia") leaves the sentence in the page's.
 */
export function sentenceIn<Facts extends SentenceFacts>(
  languages: WordsLanguages,
  facts: Facts,
  words: ReadonlyArray<string>,
): { lang: string | undefined; words: (each: string) => string; facts: Facts } {
  const inOwn = words.some(languages.untranslated);
  if (!inOwn) return { lang: undefined, words: (each: string) => each, facts };
  return {
    lang: languages.own,
    words: languages.ownWordsOf,
    facts: { ...facts, words: facts.own.words, formats: facts.own.formats, weeks: facts.own.weeks },
  };
}
