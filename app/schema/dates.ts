// Dates are read in UTC, so the build machine's time zone can never shift a day. US English
// by default ("December 15, 2023"), as the spec writes them and volunteers' messages say them.
export function formatMonth(month: string, locale = "en-US"): string {
  return formatter(locale, "month").format(requireDate(`${month}-01`));
}

export function formatDate(date: string, locale = "en-US"): string {
  return formatter(locale, "date").format(requireDate(date));
}

// A formatter is slow to make and the same for every date: made once a shape and language,
// not once a page.
const formatters = new Map<string, Intl.DateTimeFormat>();
const shapes = {
  month: { month: "long", year: "numeric", timeZone: "UTC" },
  date: { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatter(locale: string, shape: keyof typeof shapes): Intl.DateTimeFormat {
  return dateFormat(locale, shapes[shape]);
}

/** A formatter for a locale and options, made once: an event's times are written on hundreds of pages. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

export function parseIsoDate(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  return utcDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function isRealDate(text: string): boolean {
  return parseIsoDate(text) !== undefined;
}

export function isRealMonth(text: string): boolean {
  return /^\d{4}-\d{2}$/.test(text) && parseIsoDate(`${text}-01`) !== undefined;
}

/** "31/07/2026" → "2026-07-31"; undefined when ambiguous ("03/04/2026") or not a date. */
export function suggestIsoDate(text: string): string | undefined {
  const yearFirst = /^(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})$/.exec(text.trim());
  if (yearFirst) return isoIfReal(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const yearLast = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(text.trim());
  if (!yearLast) return undefined;
  const [first, second, year] = [Number(yearLast[1]), Number(yearLast[2]), Number(yearLast[3])];
  // Only when one of the two numbers cannot be a month is the order certain.
  if (first > 12 && second <= 12) return isoIfReal(year, second, first);
  if (second > 12 && first <= 12) return isoIfReal(year, first, second);
  return undefined;
}

export function suggestIsoMonth(text: string): string | undefined {
  const monthFirst = /^(\d{1,2})[-/. ](\d{4})$/.exec(text.trim());
  const yearFirst = /^(\d{4})[-/. ](\d{1,2})$/.exec(text.trim());
  const [year, month] = monthFirst
    ? [Number(monthFirst[2]), Number(monthFirst[1])]
    : yearFirst
      ? [Number(yearFirst[1]), Number(yearFirst[2])]
      : [0, 0];
  return isoIfReal(year, month, 1)?.slice(0, 7);
}

function isoIfReal(year: number, month: number, day: number): string | undefined {
  if (!utcDay(year, month, day)) return undefined;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function utcDay(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isSameDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isSameDay && year >= 1000 ? date : undefined;
}

function requireDate(text: string): Date {
  const date = parseIsoDate(text);
  if (!date) throw new Error(`Not a real calendar date: "${text}"`);
  return date;
}

// A time as clocks show it somewhere ("2026-12-10T17:00" in Africa/Banjul) and the instant it
// is, worked out with Intl: the engine's own time-zone data, no library.

/** The zone's offset from UTC at an instant, in minutes: Africa/Lagos is +60. */
export function offsetAt(instant: number, timeZone: string): number {
  const parts = dateFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return Math.round((asUtc - instant) / 60_000);
}

/** The instant a wall-clock time ("2026-12-10T17:00") is in a time zone. */
export function instantOf(wallClock: string, timeZone: string): Date {
  const [day = "", time = "00:00"] = wallClock.split("T");
  const [year, month, date] = day.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, hour ?? 0, minute ?? 0);
  // Twice: the offset at the guessed instant may differ from the one at the real instant
  // where the clocks change between them.
  const first = asUtc - offsetAt(asUtc, timeZone) * 60_000;
  return new Date(asUtc - offsetAt(first, timeZone) * 60_000);
}

/** Whether clocks there ever show this time: not in the hour they skip when summer time starts. */
export function wallClockExists(wallClock: string, timeZone: string): boolean {
  const instant = instantOf(wallClock, timeZone).getTime();
  const shown = new Date(instant + offsetAt(instant, timeZone) * 60_000).toISOString().slice(0, 16);
  return shown === wallClock;
}
