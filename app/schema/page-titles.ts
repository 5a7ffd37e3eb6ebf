/** Search results show about this many characters of a title, and cut the rest. */
export const titleLength = 60;

interface SiteNames {
  name: string;
  shortName: string;
}

/** Characters as a reader counts them: an emoji or an accented letter is one. */
export const characters = (text: string) => [...text].length;

/**
 * The browser tab's and the search result's title: the page's own, then the organisation's
 * name, or its short name where the whole name would be cut, or the page's own alone.
 */
export function pageTitle(title: string, site: SiteNames): string {
  const candidates = [`${title} | ${site.name}`, `${title} | ${site.shortName}`];
  return candidates.find((candidate) => characters(candidate) <= titleLength) ?? title;
}
