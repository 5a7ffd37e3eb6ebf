import type { Content } from "#app/content/load.server.ts";
import type { LanguageWords } from "#app/schema/types.ts";
import { pageKinds, type PageKindDeclaration } from "#app/lib/page-kinds.ts";
import { sitePages, type SitePage } from "#app/lib/site-map.ts";
import { wordsLanguages, type SentenceFacts } from "#app/lib/words-language.ts";

export interface ShareCard {
  key: string;
  title: string;
  line: string;
  facts: string[];
}

/**
 * Each page's card in one language, as its kind words it (app/lib/page-kinds.ts); each line in
 * one language too, the site's own where the page's lacks a word of it (`words`, against the
 * site's own `ownSite`).
 */
export function shareCards(
  content: Content,
  words: LanguageWords,
  ownSite: Content["site"],
  /** The cards' language: "fr". */
  code: string,
): ShareCard[] {
  const { site } = content;
  const languages = wordsLanguages(ownSite.language, words);
  const own = {
    code: ownSite.language,
    words: ownSite.linkWords,
    formats: ownSite.formats,
    weeks: ownSite.weeks,
  };
  const facts: SentenceFacts = { words: site.linkWords, formats: site.formats, weeks: site.weeks, own };
  // One image a key: a program's form shares its page's.
  const keyed = new Map<string, SitePage>();
  for (const page of sitePages(content)) {
    if (page.shareKey && !keyed.has(page.shareKey)) keyed.set(page.shareKey, page);
  }
  return [...keyed].flatMap(([key, page]) => {
    const { card } = pageKinds[page.kind] as PageKindDeclaration<unknown>;
    const words = card?.(page.item, { content, code, facts, languages });
    return words ? [{ key, title: page.title, ...words }] : [];
  });
}
