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
