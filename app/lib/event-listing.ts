// An event as the pages show it. Its instants are worked out once, as the content is read
// (app/schema/events.ts); the page writes them in its language (event-when.ts).
import type { Content } from "#app/schema/registry.ts";
import { descriptionLength, searchSnippet } from "#app/schema/search-fields.ts";
import { characters } from "#app/schema/page-titles.ts";
import type { EventContent, LanguageWords, PageLanguage } from "#app/schema/types.ts";
import { wordsLanguages } from "./words-language.ts";
import { filePath } from "./beside-pages.ts";
import { isoWithOffset } from "#app/schema/time-zones.ts";
import { eventClocks, eventDay, googleCalendarLink, type ZoneTime } from "./event-when.ts";
import { pathIn } from "./languages.ts";
import { absoluteUrl } from "./meta.ts";
import { namedProgram } from "./program-paths.ts";
import { eventAnchor, pagePath } from "./site-map.ts";

/** An event as a list shows it: when, in the page's language; where; its page and calendars. */
export type ListedEvent = Pick<
  EventContent,
  "slug" | "title" | "type" | "place" | "online" | "audience" | "description" | "register"
> & {
  when: string;
  /** The day alone: "December 10, 2024". */
  day: string;
  /** Its start and end as machines read them: "2026-12-10T17:00:00+00:00". */
  start: string;
  end?: string;
  /** Its own page in the page's language: "/fr/events/<name>/". */
  href: string;
  calendarFile: string;
  /** Google Calendar with the event filled in. */
  googleCalendar: string;
  /** An event online: its start in each time zone of the site's countries. */
  acrossZones?: string;
  /** The same, zone by zone. */
  zones?: ZoneTime[];
  /** Its place on the page of events: "event-<name>". */
  anchor: string;
  program?: { title: string; href?: string | undefined } | undefined;
};

/** An event as the pages list it, in the page's language. */
export function listedEvent(
  event: EventContent,
  {
    language,
    content,
    base,
    words,
  }: {
    language: Pick<PageLanguage, "prefix">;
    content: Pick<Content, "site" | "programs">;
    /** The site's own language and the page's words in it: what is not translated yet. */
    base?: { site: Pick<Content["site"], "language"> };
    words?: LanguageWords;
  },
): ListedEvent {
  const { slug, title, type, place, online, audience, description, register } = event;
  const { site, programs } = content;
  const locale = site.formats.dates;
  const href = pathIn(language, pagePath("event", slug));
  // Online, its readers are elsewhere: its own clock is named by its city, and each zone's given.
  const untranslated = base && words ? wordsLanguages(base.site.language, words).untranslated : undefined;
  const { when, zones } = eventClocks(event, site, untranslated);
  return {
    slug,
    title,
    type,
    place,
    online,
    audience,
    description,
    register,
    when,
    day: eventDay(event, locale),
    start: isoWithOffset(event.start, event.timeZone),
    ...(event.ends ? { end: isoWithOffset(event.end, event.timeZone) } : {}),
    href,
    calendarFile: filePath("calendar", language, `${slug}.ics`),
    googleCalendar: googleCalendarLink(event, absoluteUrl(site, href)),
    ...(zones ? { acrossZones: zones.map((zone) => zone.text).join(" · "), zones } : {}),
    anchor: eventAnchor(slug),
    program: namedProgram(programs, event.program, language),
  };
}

/**
 * An event's page as search results and link previews describe it: when and where, then what
 * happens there, cut at a word within what they show: "Thursday, March 5, 2031, 4:00 – 6:30 PM
 * GMT · Brikama Youth Centre. Meet the trainers…". A sentence begins with a capital ("Mercredi
 * 15 janvier…"); the place, or the word for online, stands apart as it is written.
 *
 * Online, its readers are in every zone: its day, then each zone's time (readerTimes), the
 * event's own clock among them.
 */
export function eventDescription(
  event: Pick<ListedEvent, "when" | "day" | "place" | "description" | "zones">,
  onlineLabel: string,
): string {
  const where = ` · ${event.place ?? onlineLabel}.`;
  const head = event.zones ? readerTimes(event.day, event.zones, where) : event.when;
  return searchSnippet(`${capitalized(head)}${where} ${event.description}`);
}

/**
 * A day and each zone's time, the earliest first, within what a description shows: every zone
 * by its name, the shortest way to write it, then, where there is room, zones with the
 * countries that read them, the shortest first. "February 7, 2098 · 9:00 – 11:30 AM GMT ·
 * 10:00 AM – 12:30 PM in Nigeria and Cameroon (GMT+1) · 11:00 AM – 1:30 PM GMT+2".
 */
export function readerTimes(day: string, zones: readonly ZoneTime[], after = ""): string {
  // Room kept for the description's first word, so that what follows the times is never cut.
  const fits = (written: readonly string[]) =>
    characters(`${[day, ...written].join(" · ")}${after} …`) <= descriptionLength.max;
  let written = zones.map((zone) => zone.short);
  // Late in the evening each zone's time carries its day: the latest zones give way, so that
  // where it happens and what it is are never cut.
  while (written.length > 1 && !fits(written)) written = written.slice(0, -1);
  const byLength = zones
    .map((zone, index) => ({ zone, index }))
    .toSorted((first, second) => characters(first.zone.text) - characters(second.zone.text));
  for (const { zone, index } of byLength.filter(({ index }) => index < written.length)) {
    const trial = written.with(index, zone.text);
    if (fits(trial)) written = trial;
  }
  return [day, ...written].join(" · ");
}

const capitalized = (text: string) => `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}`;
