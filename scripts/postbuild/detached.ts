/**
 * A copy of a piece of a page, to keep once the page is written. V8 keeps a piece cut from a
 * string (a match, a split) as a view of the whole string: a word kept from each page kept
 * every page whole, the memory of the whole site.
 */
export function detached(text: string): string {
  return Buffer.from(text, "utf8").toString("utf8");
}
