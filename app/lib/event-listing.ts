// An event as the pages show it. Its time is written as clocks show it where it happens, with
// its time zone; its instants are worked out once, as the content is read (app/schema/
// events.ts), and the page writes them in the page's language, with the zone's short name
// (Intl: the engine's own time zone data, no library).
import type { EventContent, PageLanguage, Program } from "#app/schema/types.ts";
import { offsetAt } from "#app/schema/dates.ts";
import { filePath } from "./beside-pages.ts";
import { namedProgram } from "./program-paths.ts";
import { eventAnchor } from "./site-map.ts";

type Timed = Pick<EventContent, "start" | "end" | "ends" | "timeZone">;

/** An instant as clocks show it in a time zone, with its offset, for search engines: "2026-12-10T17:00:00+01:00". */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const offset = offsetAt(instant.getTime(), timeZone);
  const wallClock = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 16);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${wallClock}:00${sign}${hours}:${minutes}`;
}

/**
 * The events still to come at the build's moment, soonest first, and those past, latest
 * first. The site is rebuilt each morning, so an event moves to the past the day after.
 */
export function upcomingAndPast<Event extends Pick<Timed, "start" | "end">>(
  events: readonly Event[],
  now: Date = new Date(),
): { upcoming: Event[]; past: Event[] } {
  const upcoming = events
    .filter(({ end }) => end >= now)
    .toSorted((first, second) => first.start.getTime() - second.start.getTime());
  const past = events
    .filter(({ end }) => end < now)
    .toSorted((first, second) => second.start.getTime() - first.start.getTime());
  return { upcoming, past };
}

/**
 * When it happens, in the page's language, as clocks show it there: "Thursday, December 10,
 * 2026, 5:00 – 7:00 PM GMT".
 */
export function eventWhen(event: Timed, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: event.timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return event.ends ? format.formatRange(event.start, event.end) : format.format(event.start);
}

/** The day alone, for the list of past events: "December 10, 2024". */
export function eventDay(event: Pick<Timed, "start" | "timeZone">, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: event.timeZone,
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(event.start);
}

/** An event as a list shows it: when, in the page's language; where; its calendar file. */
export type ListedEvent = Pick<
  EventContent,
  "slug" | "title" | "type" | "place" | "online" | "audience" | "description" | "register"
> & {
  when: string;
  /** Its start as machines read it: "2026-12-10T17:00:00+00:00". */
  start: string;
  calendarFile: string;
  /** Its place on the page of events: "event-<name>". */
  anchor: string;
  program?: { title: string; href?: string | undefined } | undefined;
};

/** An event as the pages list it, in the page's language. */
export function listedEvent(
  event: EventContent,
  {
    language,
    locale,
    programs,
  }: { language: Pick<PageLanguage, "prefix">; locale: string; programs: readonly Program[] },
): ListedEvent & { day: string; end?: string } {
  const { slug, title, type, place, online, audience, description, register } = event;
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
    calendarFile: filePath("calendar", language, `${slug}.ics`),
    anchor: eventAnchor(slug),
    program: namedProgram(programs, event.program, language),
  };
}
