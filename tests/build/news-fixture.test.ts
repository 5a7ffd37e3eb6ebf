// The fixture's events, whose times are known: each calendar file says the instant its place's
// clocks give, whatever the build machine's time zone.
import { readFileSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { filePath } from "#app/lib/beside-pages.ts";
import { client } from "./built-site.ts";

function startAndEnd(slug: string, prefix = "") {
  const file = path.join(client, filePath("calendar", { prefix }, `${slug}.ics`));
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(readFileSync(file, "utf8"))).getFirstSubcomponent("vevent")!,
  );
  return [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()];
}

describe("the fixture's calendar files", () => {
  it("put 17:00 in Banjul at 17:00 UTC, and 10:00 in Lagos at 09:00 UTC", () => {
    expect(startAndEnd("info-session-banjul")).toEqual([
      "2098-01-15T17:00:00.000Z",
      "2098-01-15T19:00:00.000Z",
    ]);
    expect(startAndEnd("web-basics-workshop-online", "/fr")).toEqual([
      "2098-02-07T09:00:00.000Z",
      "2098-02-07T11:30:00.000Z",
    ]);
  });

  it("give an event without an end an hour", () => {
    expect(startAndEnd("mentor-meetup-dakar")).toEqual([
      "2024-09-21T10:00:00.000Z",
      "2024-09-21T11:00:00.000Z",
    ]);
  });
});
