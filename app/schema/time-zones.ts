// Time zones, for the content's checks and the pages alike: a time as clocks show it somewhere
// ("2026-12-10T17:00" in Africa/Banjul) and the instant it is, worked out with Intl: the
// engine's own time-zone data, no library.
import { dateFormat } from "./dates.ts";

/** Whether a name is a time zone every engine knows: "Africa/Banjul". */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(name) && name !== "UTC") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

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
  return wallClockAt(instantOf(wallClock, timeZone), timeZone) === wallClock;
}

/** An instant as clocks show it in a time zone: "2026-12-10T17:00". */
export function wallClockAt(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone) * 60_000)
    .toISOString()
    .slice(0, 16);
}

/** An instant as clocks show it in a time zone, with its offset, for search engines: "2026-12-10T17:00:00+01:00". */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const offset = offsetAt(instant.getTime(), timeZone);
  const wallClock = wallClockAt(instant, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${wallClock}:00${sign}${hours}:${minutes}`;
}
