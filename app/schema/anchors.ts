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
