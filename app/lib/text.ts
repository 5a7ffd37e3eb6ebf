// "Mandinka, Wolof and English", as the spec writes lists (no serial comma).
const listFormat = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/** Joins items into a phrase: ["a", "b", "c"] → "a, b and c". */
export function formatList(items: readonly string[]): string {
  return listFormat.format(items);
}

/** 10 → "10 weeks", 1 → "1 week", as the pages write a program's length. */
export function formatWeeks(weeks: number): string {
  return `${weeks} ${weeks === 1 ? "week" : "weeks"}`;
}
