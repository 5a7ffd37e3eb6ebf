// An event's time is written as clocks show it where it happens, with its time zone: the
// instant is worked out with Intl (no library: the engine's own time zone data), and the page
// writes it in the page's language, with the zone's short name.
import type { EventContent } from "#app/schema/types.ts";
import { instantOf, offsetAt } from "#app/schema/dates.ts";

export { instantOf };

type Timed = Pick<EventContent, "starts" | "ends" | "timeZone">;

/** When it starts and ends, as instants: an event without an end lasts an hour in calendars. */
export function eventInstants(event: Timed): { start: Date; end: Date; endSaid: boolean } {
  const start = instantOf(event.starts, event.timeZone);
  const end = event.ends
    ? instantOf(`${event.starts.slice(0, 10)}T${event.ends}`, event.timeZone)
    : new Date(start.getTime() + 60 * 60_000);
  return { start, end, endSaid: Boolean(event.ends) };
}

/** "2026-12-10T17:00:00+01:00", for search engines. */
export function isoWithOffset(wallClock: string, timeZone: string): string {
  const offset = offsetAt(instantOf(wallClock, timeZone).getTime(), timeZone);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${wallClock}:00${sign}${hours}:${minutes}`;
}

/**
 * The events still to come at the build's moment, soonest first, and those past, latest
 * first. The site is rebuilt each morning, so an event moves to the past the day after.
 */
export function upcomingAndPast<Event extends Timed>(
  events: readonly Event[],
  now: Date = new Date(),
): { upcoming: Event[]; past: Event[] } {
  const timed = events.map((event) => ({ event, ...eventInstants(event) }));
  const upcoming = timed
    .filter(({ end }) => end >= now)
    .sort((first, second) => first.start.getTime() - second.start.getTime());
  const past = timed
    .filter(({ end }) => end < now)
    .sort((first, second) => second.start.getTime() - first.start.getTime());
  return { upcoming: upcoming.map(({ event }) => event), past: past.map(({ event }) => event) };
}

/**
 * When it happens, in the page's language, as clocks show it there: "Thursday, December 10,
 * 2026, 5:00 – 7:00 PM GMT".
 */
export function eventWhen(event: Timed, locale: string): string {
  const { start, end, endSaid } = eventInstants(event);
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
  return endSaid ? format.formatRange(start, end) : format.format(start);
}

/** The day alone, for the list of past events: "December 10, 2024". */
export function eventDay(event: Timed, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: event.timeZone,
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(instantOf(event.starts, event.timeZone));
}
