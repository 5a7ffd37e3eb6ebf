// "Mandinka, Wolof and English", as the spec writes lists (no serial comma).
const listFormat = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

export function formatList(items: readonly string[]): string {
  return listFormat.format(items);
}

export function formatWeeks(weeks: number): string {
  return `${weeks} ${weeks === 1 ? "week" : "weeks"}`;
}
