// "Mandinka, Wolof and English", as the spec writes lists (no serial comma).
const listFormat = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/** Joins items into a phrase: ["a", "b", "c"] → "a, b and c". */
export function formatList(items: readonly string[]): string {
  return listFormat.format(items);
}
