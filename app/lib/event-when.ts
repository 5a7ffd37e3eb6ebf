// When an event happens, as each reader needs it: in the page's language as clocks show it
// where it happens (Intl: the engine's own time zone data, no library), in each time zone of
// the site's countries for an event online, and as instants for search engines and calendars.
import type { EventContent, SiteContent } from "#app/schema/types.ts";
import { dateFormat, offsetAt } from "#app/schema/dates.ts";
import { fillIn, formatList } from "./text.ts";

export type Timed = Pick<EventContent, "start" | "end" | "ends" | "timeZone">;

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
 * When it happens, in the page's language, as clocks show it there: "Thursday, December 10,
 * 2026, 5:00 – 7:00 PM GMT".
 */
export function eventWhen(event: Timed, locale: string): string {
  const format = dateFormat(locale, {
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
  return dateFormat(locale, {
    timeZone: event.timeZone,
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(event.start);
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

// Intl.Locale's getTimeZones (Node 24's V8), which TypeScript's libraries do not describe yet.
/** The time zones of a country, as the engine's data knows them: "GM" → ["Africa/Banjul"]. */
export function zonesOf(countryCode: string): string[] {
  let zones = countryZones.get(countryCode);
  if (!zones) {
    const locale = new Intl.Locale(`und-${countryCode}`) as Intl.Locale & { getTimeZones?: () => string[] };
    zones = locale.getTimeZones?.() ?? [];
    countryZones.set(countryCode, zones);
  }
  return zones;
}
// Asked on every page of an event online, for each country: the engine's answer never changes.
const countryZones = new Map<string, string[]>();

/** A zone's city as people name it: "Africa/Dar_es_Salaam" → "Dar es Salaam". */
const cityOf = (zone: string) => (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");

/**
 * An event's start in each time zone of the site's countries, the earliest clock first, cities
 * that read the same time together: "17:00 in Banjul, Dakar and Accra · 18:00 in Lagos".
 */
export function timesAcrossZones(
  event: Pick<Timed, "start">,
  {
    countries,
    template,
    formats,
  }: {
    countries: SiteContent["countriesServed"];
    /** "{time} in {places}". */
    template: string;
    formats: Pick<SiteContent["formats"], "dates" | "lists">;
  },
): string {
  const zones = [...new Set(countries.flatMap((country) => zonesOf(country.code)))];
  const byOffset = new Map<number, string[]>();
  for (const zone of zones) {
    const offset = offsetAt(event.start.getTime(), zone);
    byOffset.set(offset, [...(byOffset.get(offset) ?? []), zone]);
  }
  return [...byOffset.entries()]
    .toSorted(([first], [second]) => first - second)
    .map(([, inZones]) =>
      fillIn(template, {
        time: dateFormat(formats.dates, {
          timeZone: inZones[0],
          hour: "numeric",
          minute: "2-digit",
        }).format(event.start),
        places: formatList(inZones.map(cityOf), formats.lists),
      }),
    )
    .join(" · ");
}

/** An instant as Google Calendar's address reads it, in UTC: "20261210T170000Z". */
const googleInstant = (instant: Date) => instant.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");

/**
 * The address that opens Google Calendar with the event filled in, for phones that cannot
 * import a calendar file (Google's published template; nothing is sent until she saves it).
 */
export function googleCalendarLink(
  event: Pick<EventContent, "title" | "description" | "place" | "online"> & Pick<Timed, "start" | "end">,
  page: string,
): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${googleInstant(event.start)}/${googleInstant(event.end)}`,
    details: [event.description, event.online, page].filter(Boolean).join("\n\n"),
    location: event.place ?? event.online ?? "",
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
