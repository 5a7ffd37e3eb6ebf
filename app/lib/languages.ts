import type { PageLanguage } from "#app/schema/types.ts";

/** A page's address in a language: "/programs/x/" in French is "/fr/programs/x/". */
export function pathIn(language: Pick<PageLanguage, "prefix">, pagePath: string): string {
  return `${language.prefix}${pagePath}`;
}

/** The page's address as the site's own language has it: "/fr/programs/x/" → "/programs/x/". */
export function pagePathOf(language: Pick<PageLanguage, "prefix">, address: string): string {
  return language.prefix && address.startsWith(`${language.prefix}/`)
    ? address.slice(language.prefix.length)
    : address;
}

/**
 * The same page in each other language, for the language switch. An address the site does
 * not have leads to the other language's home page instead of its own 404.
 */
export function otherLanguages(
  languages: readonly PageLanguage[],
  current: PageLanguage,
  address: string,
  { known = true } = {},
): Array<PageLanguage & { href: string }> {
  const pagePath = known ? pagePathOf(current, address) : "/";
  return languages
    .filter((language) => language.code !== current.code)
    .map((language) => ({ ...language, href: pathIn(language, pagePath) }));
}

/**
 * The language of words a translation keeps as the site's own language writes them, such as
 * the organisation's name on a French page, for their `lang` (a screen reader then says them
 * as that language does); nothing where they are in the page's language.
 */
export function keptLanguage(
  shown: string,
  ownWords: string,
  page: Pick<PageLanguage, "code">,
  own: Pick<PageLanguage, "code"> | undefined,
): string | undefined {
  return own && page.code !== own.code && shown === ownWords ? own.code : undefined;
}
