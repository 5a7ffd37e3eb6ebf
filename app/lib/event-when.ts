// When an event happens, as each reader needs it: in the page's language as clocks show it
// where it happens (Intl: the engine's own time zone data, no library), in each time zone of
// the site's countries for an event online, and as instants for search engines and calendars.
import type { EventContent, SiteContent } from "#app/schema/types.ts";
import { dateFormat } from "#app/schema/dates.ts";
import { offsetAt } from "#app/schema/time-zones.ts";
import { buildMoment } from "./build-moment.ts";
import { fillIn, formatList } from "./text.ts";
import { elided } from "./language-conventions.ts";

export type Timed = Pick<EventContent, "start" | "end" | "ends" | "timeZone">;

/**
 * When it happens, in the page's language, as clocks show it there: "Thursday, December 10,
 * 2026, 5:00 – 7:00 PM GMT". `zone` names the clock instead of its offset, for an event online,
 * whose readers are elsewhere: "… 10:00 AM – 12:30 PM Lagos time" (zonePlace).
 */
export function eventWhen(event: Timed, locale: string, zone?: string): string {
  const format = dateFormat(locale, {
    timeZone: event.timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    // Its value is replaced (zoneName), but a range drops "shortOffset" altogether.
    timeZoneName: "short",
  });
  const parts = event.ends
    ? format.formatRangeToParts(event.start, event.end)
    : format.formatToParts(event.start);
  return clockText(parts, locale, zone ?? zoneName(event.timeZone, event.start));
}

/**
 * A clock named by the place it is set to, as the page's language says it (`template`: "{place}
 * time", « heure de {place} », « heure d’Accra »): the city of its time zone, as the zone's name
 * writes it, the same in every language: "Africa/Lagos" is Lagos.
 */
export function zonePlace(timeZone: string, template: string, locale: string): string {
  const city = (timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ");
  return elided(fillIn(template, { place: city }), locale);
}

/**
 * The zone as the countries the site serves name it, the same in every language: "GMT" in
 * Banjul, Dakar and Accra, "GMT+1" in Lagos. French's own data says "UTC+0", which nobody
 * there writes.
 */
export function zoneName(timeZone: string, instant: Date): string {
  const name = dateFormat("en", { timeZone, timeZoneName: "shortOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return (name ?? "GMT").replace(/^(?:GMT|UTC)(?:[+-]0(?::00)?)?$/, "GMT");
}

// Languages that write the hour with an "h": « 17 h », « 12 h 30 », not « 17:00 ».
const hourWithH = new Set(["fr"]);

/** A date and time's parts as one text, each time as the language writes a clock's, the zone as `zone`. */
function clockText(parts: readonly Intl.DateTimeFormatPart[], locale: string, zone?: string): string {
  const withH = hourWithH.has(locale.split("-")[0] ?? "");
  let text = "";
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as Intl.DateTimeFormatPart;
    const minute = parts[index + 2];
    if (withH && part.type === "hour" && minute?.type === "minute") {
      text += `${Number(part.value)}\u00a0h${minute.value === "00" ? "" : `\u00a0${minute.value}`}`;
      index += 2;
    } else text += part.type === "timeZoneName" && zone ? zone : part.value;
  }
  return text;
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
  now: Date = buildMoment(),
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

/**
 * When an event happens, for a reader who may be anywhere: its first line, in the page's language,
 * and, online, each of the site's zones' time, its own clock named by its city ("Lagos time").
 */
export function eventClocks(
  event: Timed & { online?: string | undefined },
  site: Pick<SiteContent, "countriesServed" | "formats" | "events">,
  /** Words the page's language has not given yet: a clock is then named by its offset, all in one language. */
  untranslated: (words: string) => boolean = () => false,
): { when: string; zones?: ZoneTime[] } {
  const words = site.events;
  if (!event.online || !words) return { when: eventWhen(event, site.formats.dates) };
  const zone = untranslated(words.zoneTime)
    ? undefined
    : zonePlace(event.timeZone, words.zoneTime, site.formats.dates);
  return {
    when: eventWhen(event, site.formats.dates, zone),
    zones: zoneTimes(event, {
      countries: site.countriesServed,
      template: words.timeInPlaces,
      formats: site.formats,
    }),
  };
}

/** An online event's time in one zone: with the countries that read it, and alone with the zone's name. */
export interface ZoneTime {
  /** "9:00 – 11:30 AM in The Gambia, Senegal and Ghana (GMT)". */
  text: string;
  /** "9:00 – 11:30 AM GMT". */
  short: string;
}

/**
 * When an event online happens in each country the site serves, by its zone, the earliest clock
 * first, countries that read the same time together and the zone named after them, and the day
 * too where it is another than the event's own: "9:00 – 11:30 AM in The Gambia, Senegal and
 * Ghana (GMT) · 10:00 AM – 12:30 PM in Nigeria (GMT+1)". The countries are named as the page's
 * language names them (Site settings).
 */
export function timesAcrossZones(
  event: Pick<Timed, "start" | "end" | "ends" | "timeZone">,
  options: Parameters<typeof zoneTimes>[1],
): string {
  return zoneTimes(event, options)
    .map((zone) => zone.text)
    .join(" · ");
}

/** Each zone's time of an event online, as timesAcrossZones says them, the earliest first. */
export function zoneTimes(
  event: Pick<Timed, "start" | "end" | "ends" | "timeZone">,
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
): ZoneTime[] {
  const instant = event.start.getTime();
  const dayIn = (timeZone: string, at: Date | number = instant) =>
    dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
  const ownDay = dayIn(event.timeZone);
  const byOffset = new Map<number, { zone: string; names: string[] }>();
  for (const country of countries) {
    for (const zone of zonesOf(country.code)) {
      const offset = offsetAt(instant, zone);
      const group = byOffset.get(offset) ?? { zone, names: [] };
      if (!group.names.includes(country.name)) group.names.push(country.name);
      byOffset.set(offset, group);
    }
  }
  return [...byOffset.entries()]
    .toSorted(([first], [second]) => first - second)
    .map(([, { zone, names }]) => {
      const clock = (withDay: boolean) =>
        dateFormat(formats.dates, {
          timeZone: zone,
          hour: "numeric",
          minute: "2-digit",
          ...(withDay ? { weekday: "long" } : {}),
        });
      // Past midnight in the east, or before it in the west: its day, not to be misread.
      const format = clock(dayIn(zone) !== ownDay);
      const endsNextDay = event.ends && dayIn(zone, event.end) !== dayIn(zone);
      const parts = !event.ends
        ? format.formatToParts(event.start)
        : endsNextDay
          ? // A range over two days is written with both dates whole: each clock with its day instead.
            [
              ...format.formatToParts(event.start),
              { type: "literal" as const, value: " – " },
              ...clock(true).formatToParts(event.end),
            ]
          : format.formatRangeToParts(event.start, event.end);
      const time = clockText(parts, formats.dates);
      const name = zoneName(zone, event.start);
      return {
        text: fillIn(template, { time, places: `${formatList(names, formats.lists)} (${name})` }),
        short: `${time} ${name}`,
      };
    });
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
