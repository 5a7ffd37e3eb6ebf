// An event as the pages show it. Its instants are worked out once, as the content is read
// (app/schema/events.ts); the page writes them in its language (event-when.ts).
import type { Content } from "#app/schema/registry.ts";
import { searchSnippet } from "#app/schema/search-fields.ts";
import type { EventContent, PageLanguage } from "#app/schema/types.ts";
import { filePath } from "./beside-pages.ts";
import { isoWithOffset } from "#app/schema/time-zones.ts";
import { eventDay, eventWhen, googleCalendarLink, timesAcrossZones } from "./event-when.ts";
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
  }: { language: Pick<PageLanguage, "prefix">; content: Pick<Content, "site" | "programs"> },
): ListedEvent {
  const { slug, title, type, place, online, audience, description, register } = event;
  const { site, programs } = content;
  const locale = site.formats.dates;
  const href = pathIn(language, pagePath("event", slug));
  return {
    slug,
    title,
    type,
    place,
    online,
    audience,
    description,
    register,
    when: eventWhen(event, locale),
    day: eventDay(event, locale),
    start: isoWithOffset(event.start, event.timeZone),
    ...(event.ends ? { end: isoWithOffset(event.end, event.timeZone) } : {}),
    href,
    calendarFile: filePath("calendar", language, `${slug}.ics`),
    googleCalendar: googleCalendarLink(event, absoluteUrl(site, href)),
    ...(online && site.events
      ? {
          acrossZones: timesAcrossZones(event, {
            countries: site.countriesServed,
            template: site.events.timeInPlaces,
            formats: site.formats,
          }),
        }
      : {}),
    anchor: eventAnchor(slug),
    program: namedProgram(programs, event.program, language),
  };
}

/**
 * An event's page as search results and link previews describe it: when and where, then what
 * happens there, cut at a word within what they show: "Thursday, March 5, 2031, 4:00 – 6:30 PM
 * GMT · Brikama Youth Centre. Meet the trainers…". A sentence begins with a capital ("Mercredi
 * 15 janvier…"); the place, or the word for online, stands apart as it is written.
 */
export function eventDescription(
  event: Pick<ListedEvent, "when" | "place" | "description">,
  onlineLabel: string,
): string {
  const when = `${event.when.charAt(0).toLocaleUpperCase()}${event.when.slice(1)}`;
  return searchSnippet(`${when} · ${event.place ?? onlineLabel}. ${event.description}`);
}
