import { describe, expect, it } from "vitest";
import { eventTimes } from "#app/schema/events.ts";
import { googleCalendarLink, timesAcrossZones } from "./event-when.ts";

const countries = [
  { code: "GM", name: "The Gambia" },
  { code: "SN", name: "Senegal" },
  { code: "GH", name: "Ghana" },
  { code: "NG", name: "Nigeria" },
  { code: "CM", name: "Cameroon" },
  { code: "KE", name: "Kenya" },
  { code: "UG", name: "Uganda" },
];
// ICU writes some spaces as no-break ones: read as spaces here.
const spaced = (text: string) => text.replace(/\s/g, " ");

describe("an online event's time in each of the site's time zones", () => {
  const zoned = (starts: string, ends?: string) => ({
    ...eventTimes({ starts, ends, timeZone: "Africa/Lagos" }),
    ends,
    timeZone: "Africa/Lagos",
  });
  const workshop = zoned("2026-12-10T10:00");

  it("says each time once, the earliest first, with the countries that read it and their zone", () => {
    expect(
      timesAcrossZones(workshop, {
        countries,
        template: "{time} in {places}",
        formats: { dates: "en-GB", lists: "en-GB" },
      }),
    ).toBe(
      "9:00 in The Gambia, Senegal and Ghana (GMT) · 10:00 in Nigeria and Cameroon (GMT+1) · 12:00 in Kenya and Uganda (GMT+3)",
    );
  });

  it("says when it starts and ends in each, where it has an end", () => {
    const french = [
      { code: "SN", name: "Sénégal" },
      { code: "CM", name: "Cameroun" },
    ];
    expect(
      spaced(
        timesAcrossZones(zoned("2026-12-10T10:00", "12:30"), {
          countries: french,
          template: "{time} : {places}",
          formats: { dates: "fr-FR", lists: "fr-FR" },
        }),
      ),
    ).toBe("9 h – 11 h 30 : Sénégal (GMT) · 10 h – 12 h 30 : Cameroun (GMT+1)");
  });

  it("is written in the page's language, the countries named as it names them", () => {
    const french = [
      { code: "GM", name: "Gambie" },
      { code: "SN", name: "Sénégal" },
      { code: "NG", name: "Nigeria" },
    ];
    expect(
      spaced(
        timesAcrossZones(workshop, {
          countries: french,
          template: "{places} : {time}",
          formats: { dates: "fr-FR", lists: "fr-FR" },
        }),
      ),
    ).toBe("Gambie et Sénégal (GMT) : 9 h · Nigeria (GMT+1) : 10 h");
    expect(
      spaced(
        timesAcrossZones(workshop, {
          countries: countries.slice(3, 4),
          template: "{time} in {places}",
          formats: { dates: "en-US", lists: "en-US" },
        }),
      ),
    ).toBe("10:00 AM in Nigeria (GMT+1)");
  });

  it("says the day its end falls on where it ends after midnight", () => {
    const evening = zoned("2026-12-10T21:30", "23:00");
    expect(
      spaced(
        timesAcrossZones(evening, {
          countries: [countries[0]!, countries[3]!, countries[5]!],
          template: "{time} in {places}",
          formats: { dates: "en-US", lists: "en-US" },
        }),
      ),
    ).toBe(
      "8:30 – 10:00 PM in The Gambia (GMT) · 9:30 – 11:00 PM in Nigeria (GMT+1) · 11:30 PM – Friday 1:00 AM in Kenya (GMT+3)",
    );
  });

  it("says the day where it is another than the event's own", () => {
    const late = zoned("2026-12-10T23:00");
    expect(
      spaced(
        timesAcrossZones(late, {
          countries: [countries[0]!, countries[3]!, countries[5]!],
          template: "{time} in {places}",
          formats: { dates: "en-US", lists: "en-US" },
        }),
      ),
    ).toBe("10:00 PM in The Gambia (GMT) · 11:00 PM in Nigeria (GMT+1) · Friday 1:00 AM in Kenya (GMT+3)");
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
