import { describe, expect, it } from "vitest";
import { eventTimes } from "#app/schema/events.ts";
import { googleCalendarLink, timesAcrossZones } from "./event-when.ts";

const countries = ["GM", "SN", "GH", "NG", "CM", "KE", "UG"].map((code) => ({ name: code, code }));
// ICU writes some spaces as no-break ones: read as spaces here.
const spaced = (text: string) => text.replace(/\s/g, " ");

describe("an online event's time in each of the site's time zones", () => {
  const workshop = eventTimes({ starts: "2026-12-10T10:00", timeZone: "Africa/Lagos" });

  it("says each time once, the earliest first, with the cities that read it", () => {
    expect(
      timesAcrossZones(workshop, {
        countries,
        template: "{time} in {places}",
        formats: { dates: "en-GB", lists: "en-GB" },
      }),
    ).toBe("9:00 in Banjul, Dakar and Accra · 10:00 in Lagos and Douala · 12:00 in Nairobi and Kampala");
  });

  it("is written in the page's language", () => {
    expect(
      spaced(
        timesAcrossZones(workshop, {
          countries: countries.slice(0, 4),
          template: "{time} à {places}",
          formats: { dates: "fr-FR", lists: "fr-FR" },
        }),
      ),
    ).toBe("9:00 à Banjul, Dakar et Accra · 10:00 à Lagos");
    expect(
      spaced(
        timesAcrossZones(workshop, {
          countries: countries.slice(3, 4),
          template: "{time} in {places}",
          formats: { dates: "en-US", lists: "en-US" },
        }),
      ),
    ).toBe("10:00 AM in Lagos");
  });
});

describe("an event's Google Calendar link", () => {
  it("carries its title, its instants in UTC, its place and its page", () => {
    const event = {
      title: "Info session: Digital Bridge Gambia",
      description: "Meet the trainers.",
      place: "Banjul Innovation Hub",
      ...eventTimes({ starts: "2026-12-10T17:00", ends: "19:00", timeZone: "Africa/Lagos" }),
    };
    const link = new URL(googleCalendarLink(event, "https://example.org/events/info/"));
    expect(link.origin + link.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "Info session: Digital Bridge Gambia",
      dates: "20261210T160000Z/20261210T180000Z",
      details: "Meet the trainers.\n\nhttps://example.org/events/info/",
      location: "Banjul Innovation Hub",
    });
  });
});
