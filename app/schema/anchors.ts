/**
 * The name of a place on a page made from its title, for links such as #become-a-mentor:
 * small letters and hyphens, accents dropped.
 */
export function anchorFor(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{Mark}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Places every page has already: a section may not take their names. */
const placesOfEveryPage = ["main-content", "page-title", "newsletter-heading", "newsletter-email"];

/**
 * The places of a page's sections, from their headings in the site's own language, so that a
 * link to one (/about/#our-team) finds it in every language. A heading of no Latin letter is
 * "section-2"; one named as a place every page has is "page-title-section".
 */
export function sectionAnchors(headings: readonly string[]): string[] {
  return headings.map((heading, index) => {
    const anchor = anchorFor(heading) || `section-${index + 1}`;
    return placesOfEveryPage.includes(anchor) ? `${anchor}-section` : anchor;
  });
}
