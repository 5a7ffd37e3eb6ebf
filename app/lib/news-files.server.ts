// What the stories' and events' pages offer beside them, made from the content: a feed of the
// stories in each language (Atom, feedsmith), a calendar file for each event (iCalendar, ics)
// and the small copies of the stories' photos (sharp). Their resource routes make them, for
// the build and the dev server alike (app/lib/beside-pages.ts).
import { generateAtomFeed } from "feedsmith";
import { createEvent } from "ics";
import sharp from "sharp";
import type { Content } from "#app/schema/registry.ts";
import type { LanguageWords, PageLanguage } from "#app/schema/types.ts";
import { pathIn } from "./languages.ts";
import { absoluteUrl } from "./meta.ts";
import { pagePath } from "./site-map.ts";
import { filePath } from "./beside-pages.ts";
import { newestFirst } from "./list-pages.ts";

/** How many stories the feed carries, the newest. */
export const latestInFeed = 20;

export interface LanguageContent {
  language: PageLanguage;
  content: Content;
  /** Which of its words are the site's own language's, not translated yet. */
  words?: Pick<LanguageWords, "untranslated">;
}

/** The stories' feed in one language, newest first, each entry its summary and its page. */
export function storiesFeed({ language, content, words: translation }: LanguageContent): string | undefined {
  const { site, stories } = content;
  const words = site.stories;
  const [newest] = newestFirst(stories);
  if (!words || !newest) return undefined;
  const url = (address: string) => absoluteUrl(site, pathIn(language, address));
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  const inLanguage = (text: string) =>
    translation?.untranslated.includes(text)
      ? { value: text, xml: { lang: site.language } }
      : { value: text };
  return generateAtomFeed({
    id: absoluteUrl(site, filePath("feed", language)),
    title: { value: `${words.title} · ${site.name}` },
    subtitle: { value: words.intro },
    updated: day(newest.date),
    links: [
      { href: absoluteUrl(site, filePath("feed", language)), rel: "self", type: "application/atom+xml" },
      { href: url(pagePath("stories")), rel: "alternate", type: "text/html", hreflang: language.code },
    ],
    authors: [{ name: site.name, uri: absoluteUrl(site, pathIn(language, "/")) }],
    // Its language, and the site's own for words the translation has not reached yet.
    xml: { lang: language.code },
    // The latest entries: a feed reader keeps what it has read, and the file stays small.
    entries: newestFirst(stories)
      .slice(0, latestInFeed)
      .map((story) => ({
        id: url(pagePath("story", story.slug)),
        title: inLanguage(story.title),
        updated: day(story.date),
        published: day(story.date),
        summary: inLanguage(story.summary),
        links: [{ href: url(pagePath("story", story.slug)), rel: "alternate", type: "text/html" }],
      })),
  });
}

/** An event as a calendar reads it: its instants in UTC, so every calendar shows her own time. */
export function calendarFile({ language, content }: LanguageContent, slug: string): string {
  const { site, events } = content;
  const event = events.find((candidate) => candidate.slug === slug);
  if (!event) throw new Error(`No event "${slug}".`);
  const { start, end } = event;
  const page = absoluteUrl(site, pathIn(language, pagePath("event", event.slug)));
  const { error, value } = createEvent({
    uid: `${event.slug}@${new URL(site.siteUrl).hostname}`,
    productId: `-//${site.name}//${new URL(site.siteUrl).hostname}//${language.code.toUpperCase()}`,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: event.title,
    description: [event.description, event.online, page].filter(Boolean).join("\n\n"),
    location: event.place ?? event.online ?? "",
    url: page,
    organizer: { name: site.name, email: site.contact.email },
  });
  if (error || !value) throw error ?? new Error(`The calendar file of "${slug}" could not be made.`);
  return foldedByOctets(value);
}

/**
 * Lines of at most 75 octets, each continued after a line break and a space (RFC 5545, 3.1):
 * the ics package counts characters, and a French line with accents ran past it.
 */
function foldedByOctets(calendar: string): string {
  const fold = (line: string) => {
    const parts = [""];
    let octets = 0;
    for (const character of line) {
      const size = Buffer.byteLength(character);
      // A continuation's space counts among its octets.
      if (octets + size > (parts.length === 1 ? 75 : 74)) {
        parts.push("");
        octets = 0;
      }
      parts[parts.length - 1] += character;
      octets += size;
    }
    return parts.join("\r\n ");
  };
  return calendar
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map(fold)
    .join("\r\n");
}

/** A photo's copy at a width: upright, on white (a JPEG has no transparency, and would draw it black). */
export function photoCopy(source: string, width: number): Promise<Buffer> {
  return sharp(source)
    .autoOrient()
    .resize(width)
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer();
}
