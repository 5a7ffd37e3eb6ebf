import { createContext, useContext, type ReactNode } from "react";
import { ownLanguageOnly, type WordsLanguages } from "#app/lib/words-language.ts";

const LanguagesContext = createContext<WordsLanguages>(ownLanguageOnly);

/**
 * Which words of a page are in another language than the page: on a French page, a field not
 * yet translated shows the site's own words, and says so (`lang="en"`), so that a screen
 * reader reads them in that language and the browser hyphenates them by its rules.
 */
export function LanguagesOfWords({
  languages,
  children,
}: {
  languages: WordsLanguages;
  children: ReactNode;
}) {
  return <LanguagesContext value={languages}>{children}</LanguagesContext>;
}

/** Which words of the page are in the site's own language, for sentences made of several. */
export function useWordsLanguages(): WordsLanguages {
  return useContext(LanguagesContext);
}

/** The language of these words where it is not the page's (for their `lang`), or nothing. */
export function useLanguageOf(): (words: string) => string | undefined {
  return useContext(LanguagesContext).languageOf;
}
