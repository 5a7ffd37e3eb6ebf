import { continued } from "#app/lib/language-conventions.ts";
import type { SiteContent } from "#app/schema/types.ts";
import type { LabelledFact } from "./cohort-dates.ts";
import { sentenceIn, type SentenceFacts, type WordsLanguages } from "./words-language.ts";

// A locale's formats, made once each: making one costs more than using it, and a large site
// uses them on every card of every page.
function madeOnce<Format>(make: (locale: string) => Format): (locale: string) => Format {
  const made = new Map<string, Format>();
  return (locale) => {
    let format = made.get(locale);
    if (!format) made.set(locale, (format = make(locale)));
    return format;
  };
}
const listFormat = madeOnce((locale) => new Intl.ListFormat(locale, { style: "long", type: "conjunction" }));
const pluralRules = madeOnce((locale) => new Intl.PluralRules(locale));
const numberFormat = madeOnce((locale) => new Intl.NumberFormat(locale));

// A page's language writes lists and numbers its own way (Site settings › Formats): "en-GB"
// joins "Mandinka, Wolof and English" with no serial comma, as the spec writes it.
export function formatList(items: readonly string[], locale: string): string {
  return listFormat(locale).format(items);
}

/** "12 weeks": the words are the content's; which form a number takes ("1 week") is the locale's. */
export function formatWeeks(weeks: number, words: SiteContent["weeks"], locale: string): string {
  const form = pluralRules(locale).select(weeks) === "one" ? words.one : words.other;
  return fillIn(form, { count: numberFormat(locale).format(weeks) });
}

/** "8 weeks", in the page's language, or in the site's own where the page's has no words for it. */
export function lengthInWeeks(weeks: number, facts: SentenceFacts, languages: WordsLanguages) {
  const sentence = sentenceIn(languages, facts, [facts.weeks.one, facts.weeks.other]);
  return {
    text: formatWeeks(weeks, sentence.facts.weeks, sentence.facts.formats.dates),
    lang: sentence.lang,
  };
}

/**
 * "Taught in Mandinka, Wolof and English": the label and the languages, all in the page's
 * language, or all in the site's own where the page's lacks a word of them, joined as that
 * language joins a list.
 */
export function taughtIn(
  label: string,
  names: readonly string[],
  facts: SentenceFacts,
  languages: WordsLanguages,
): LabelledFact {
  const sentence = sentenceIn(languages, facts, [label, ...names]);
  return {
    label: sentence.words(label),
    value: formatList(names.map(sentence.words), sentence.facts.formats.lists),
    lang: sentence.lang,
  };
}

/**
 * A template filled in, in one language: "sur Les bases de la tech", or "about Tech
 * Foundations" where "sur {title}" is not translated yet.
 */
export function filledIn(
  template: string,
  values: Record<string, string>,
  facts: SentenceFacts,
  languages: WordsLanguages,
): { text: string; lang: string | undefined } {
  const sentence = sentenceIn(languages, facts, [template, ...Object.values(values)]);
  const inLanguage = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, sentence.words(value)]),
  );
  return { text: fillIn(sentence.words(template), inLanguage), lang: sentence.lang };
}

/** A template's {name} places filled in: "about {title}" → "about Tech Foundations". */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
}

/** A title and the words after it, joined as the page's language joins them (Site settings › Formats). */
export function titled(
  title: string,
  text: string,
  formats: Pick<SiteContent["formats"], "titleAndText">,
  /** The page's language and the names its words may begin with, which keep their capital. */
  continuing?: { code: string; names: readonly string[] },
) {
  const words = continuing ? continued(text, continuing.code, continuing.names) : text;
  const join = titleJoin(formats, title);
  return join === dash ? `${title}${join}${words}` : fillIn(formats.titleAndText, { title, text: words });
}

const dash = " – ";

/**
 * What goes between a title and the words after it, or a label and the title after it: " : " in
 * French. Where that title has a colon of its own, a dash: two would be read out as a list.
 */
export function titleJoin(formats: Pick<SiteContent["formats"], "titleAndText">, title = ""): string {
  const join = /\{title\}([^]*)\{text\}/.exec(formats.titleAndText)?.[1] ?? ": ";
  return join.includes(":") && title.includes(":") ? dash : join;
}

/** The names the site's words may begin with, which keep their capital: the organisation's and the countries'. */
export function siteNames(site: Pick<SiteContent, "name" | "shortName" | "countriesServed">): string[] {
  return [site.name, site.shortName, ...site.countriesServed.map((country) => country.name)];
}

/**
 * A country's name in the page's language: as Countries served writes it ("The Gambia"), or
 * as the language names it where the site does not list the country.
 */
export function countryName(code: string, site: Pick<SiteContent, "countriesServed" | "formats">): string {
  const listed = site.countriesServed.find((country) => country.code === code)?.name;
  return listed ?? new Intl.DisplayNames([site.formats.dates], { type: "region" }).of(code) ?? code;
}

/** A text's first paragraph, as the staff separate paragraphs: with an empty line. */
export function firstParagraph(text: string): string {
  return (text.split(/\n\s*\n/)[0] ?? "").trim();
}
