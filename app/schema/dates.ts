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
