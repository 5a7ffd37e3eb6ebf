// An event's time is written as clocks show it where it happens, with its time zone; its
// instants are worked out once, as the content is read (app/schema/events.ts), and the page
// writes them in the page's language, with the zone's short name (Intl: the engine's own time
// zone data, no library).
import type { EventContent } from "#app/schema/types.ts";
import { offsetAt } from "#app/schema/dates.ts";

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
