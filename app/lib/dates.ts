import type { IsoDate, IsoMonth } from "../content/types.ts";

// Dates are shown in US English ("December 15, 2023"), as the spec writes them, and read
// in UTC so the build machine's time zone can never shift a day.
const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const fullDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "2024-01" → "January 2024" */
export function formatMonth(month: IsoMonth): string {
  return monthYear.format(requireDate(`${month}-01`));
}

/** "2023-12-15" → "December 15, 2023" */
export function formatDate(date: IsoDate): string {
  return fullDate.format(requireDate(date));
}

/** A Date for a real calendar day, or undefined for text like "2023-02-30" or "2023-13-01". */
export function parseIsoDate(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isSameDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isSameDay ? date : undefined;
}

function requireDate(text: string): Date {
  const date = parseIsoDate(text);
  if (!date) throw new Error(`Not a real calendar date: "${text}"`);
  return date;
}
