import type { SiteContent } from "#app/schema/types.ts";

// A page's language writes lists and numbers its own way (Site settings › Formats): "en-GB"
// joins "Mandinka, Wolof and English" with no serial comma, as the spec writes it.
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
}

/** "12 weeks": the words are the content's; which form a number takes ("1 week") is the locale's. */
export function formatWeeks(weeks: number, words: SiteContent["weeks"], locale: string): string {
  const form = new Intl.PluralRules(locale).select(weeks) === "one" ? words.one : words.other;
  return fillIn(form, { count: new Intl.NumberFormat(locale).format(weeks) });
}

/** A template's {name} places filled in: "about {title}" → "about Tech Foundations". */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
}

/** A title and the words after it, joined as the page's language joins them (Site settings › Formats). */
export function titled(title: string, text: string, formats: Pick<SiteContent["formats"], "titleAndText">) {
  return fillIn(formats.titleAndText, { title, text });
}

/**
 * A country's name in the page's language: as Countries served writes it ("The Gambia"), or
 * as the language names it where the site does not list the country.
 */
export function countryName(code: string, site: Pick<SiteContent, "countriesServed" | "formats">): string {
  const listed = site.countriesServed.find((country) => country.code === code)?.name;
  return listed ?? new Intl.DisplayNames([site.formats.dates], { type: "region" }).of(code) ?? code;
}
