// Which words of each language are the site's own (words-language.ts), as the built pages are
// drawn. They hold every word of the content, so the build does not send them with each
// page's data: a large site spent most of its build writing them into every page's data,
// which no page reads in the browser (docs/decisions/0001). The server keeps them here
// as it reads the content; the page takes them while it is drawn. The dev server, whose pages
// are drawn again in the browser, sends them with the data instead.
import type { LanguageWords } from "#app/schema/types.ts";

const kept = new Map<string, LanguageWords>();

/** Kept for the pages of a language the build draws next. */
export function keepWords(code: string, words: LanguageWords): void {
  kept.set(code, words);
}

/** The words kept for a language, where the server read the content. */
export function keptWords(code: string): LanguageWords | undefined {
  return kept.get(code);
}
