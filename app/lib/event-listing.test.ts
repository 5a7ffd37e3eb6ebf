import { describe, expect, it } from "vitest";
import { instantOf, isoWithOffset } from "#app/schema/time-zones.ts";
import { eventTimes } from "#app/schema/events.ts";
import { upcomingAndPast } from "./event-when.ts";
import { buildMoment, fixBuildMoment } from "./build-moment.ts";
import { eventDay, eventWhen } from "./event-when.ts";
import { eventDescription, listedEvent, readerTimes } from "./event-listing.ts";
import { loadLanguages } from "#app/content/load.server.ts";
import { characters } from "#app/schema/page-titles.ts";
import { descriptionLength } from "#app/schema/search-fields.ts";
import { titled, titleJoin } from "./text.ts";

/** An event's times as the content check reads them: as written, with its instants. */
function timed(event: { starts: string; ends?: string; timeZone: string }) {
  return { ...event, ...eventTimes(event) };
}

// Whatever the build machine's own time zone: the instants come from the event's.
describe("an event's time, as clocks show it where it happens", () => {
  it("is the instant its time zone gives it, summer time included", () => {
    expect(instantOf("2026-12-10T17:00", "Africa/Banjul").toISOString()).toBe("2026-12-10T17:00:00.000Z");
    expect(instantOf("2026-12-10T17:00", "Africa/Lagos").toISOString()).toBe("2026-12-10T16:00:00.000Z");
    expect(instantOf("2026-07-10T17:00", "Europe/Paris").toISOString()).toBe("2026-07-10T15:00:00.000Z");
    expect(instantOf("2026-01-10T17:00", "Europe/Paris").toISOString()).toBe("2026-01-10T16:00:00.000Z");
    expect(instantOf("2026-03-08T09:00", "America/New_York").toISOString()).toBe("2026-03-08T13:00:00.000Z");
  });

  it("says its offset to search engines, and ends an hour later when it gives no end", () => {
    const lagos = timed({ starts: "2026-12-10T17:00", ends: "19:30", timeZone: "Africa/Lagos" });
    expect(isoWithOffset(lagos.start, lagos.timeZone)).toBe("2026-12-10T17:00:00+01:00");
    expect(isoWithOffset(lagos.end, lagos.timeZone)).toBe("2026-12-10T19:30:00+01:00");
    const saoPaulo = timed({ starts: "2026-12-10T17:00", timeZone: "America/Sao_Paulo" });
    expect(isoWithOffset(saoPaulo.start, saoPaulo.timeZone)).toBe("2026-12-10T17:00:00-03:00");
    const { start, end } = timed({ starts: "2026-12-10T17:00", timeZone: "Africa/Dakar" });
    expect(end.getTime() - start.getTime()).toBe(3_600_000);
  });

  it("is written in the page's language, with the zone as the region names it in every language", () => {
    const event = timed({ starts: "2026-12-10T17:00", ends: "19:00", timeZone: "Africa/Lagos" });
    // ICU puts narrow no-break spaces around the dash and before PM: read as spaces here.
    const spaced = (text: string) => text.replace(/\s/g, " ");
    expect(spaced(eventWhen(event, "en-US"))).toBe("Thursday, December 10, 2026, 5:00 – 7:00 PM GMT+1");
    // French writes a clock's hour with an "h", the minutes after it where there are some.
    expect(spaced(eventWhen(event, "fr-FR"))).toBe("jeudi 10 décembre 2026, 17 h – 19 h GMT+1");
    const banjul = timed({ starts: "2026-12-10T10:00", ends: "12:30", timeZone: "Africa/Banjul" });
    expect(spaced(eventWhen(banjul, "fr-FR"))).toBe("jeudi 10 décembre 2026, 10 h – 12 h 30 GMT");
    expect(spaced(eventWhen(banjul, "en-GB"))).toBe("Thursday, 10 December 2026, 10:00–12:30 GMT");
    // The hour and its "h" never part at the end of a line.
    expect(eventWhen(banjul, "fr-FR")).toContain("12\u00a0h\u00a030");
    expect(eventDay(event, "fr-FR")).toBe("10 décembre 2026");
  });
});

describe("which events are to come", () => {
  const at = (starts: string, ends?: string) =>
    timed({ starts, ...(ends ? { ends } : {}), timeZone: "Africa/Banjul" });
  const events = [
    at("2026-11-20T10:00"),
    at("2026-12-01T17:00", "19:00"),
    at("2026-11-26T09:00", "12:00"),
    at("2026-11-25T18:00"),
  ];

  it("are those not yet over at the build's moment, soonest first; the others latest first", () => {
    const { upcoming, past } = upcomingAndPast(events, new Date("2026-11-26T10:30:00Z"));
    expect(upcoming.map((event) => event.starts)).toEqual(["2026-11-26T09:00", "2026-12-01T17:00"]);
    expect(past.map((event) => event.starts)).toEqual(["2026-11-25T18:00", "2026-11-20T10:00"]);
  });

  it("are decided by the moment the build fixed, however long after it they are asked", () => {
    const before = process.env.SITE_BUILD_MOMENT;
    try {
      fixBuildMoment("2026-11-26T10:30:00.000Z");
      expect(buildMoment().toISOString()).toBe("2026-11-26T10:30:00.000Z");
      expect(upcomingAndPast(events).upcoming).toHaveLength(2);
      fixBuildMoment("2026-12-01T20:00:00.000Z");
      expect(upcomingAndPast(events).upcoming).toHaveLength(0);
    } finally {
      if (before === undefined) delete process.env.SITE_BUILD_MOMENT;
      else process.env.SITE_BUILD_MOMENT = before;
    }
  });
});

describe("the sentences the site builds around an event", () => {
  const frenchWhen = "mercredi 15 janvier 2031, 10 h – 12 h 30 GMT";

  it("begin a description with a capital, the place or the word for online apart", () => {
    expect(
      eventDescription(
        { when: frenchWhen, day: "15 janvier 2031", description: "Posez vos questions." },
        "En ligne",
      ),
    ).toBe("Mercredi 15 janvier 2031, 10 h – 12 h 30 GMT · En ligne. Posez vos questions.");
    expect(
      eventDescription(
        {
          when: "Thursday, March 5, 2031",
          day: "March 5, 2031",
          place: "Brikama Youth Centre",
          description: "Meet us.",
        },
        "Online",
      ),
    ).toBe("Thursday, March 5, 2031 · Brikama Youth Centre. Meet us.");
  });

  it("join a label and a title with a colon, or with a dash where the title has one", () => {
    const french = { titleAndText: "{title}\u00a0: {text}" };
    expect(titleJoin(french, "Atelier du soir")).toBe("\u00a0: ");
    expect(titleJoin(french, "Séance d’information\u00a0: Passerelle")).toBe(" – ");
    expect(titled("Séance d’information\u00a0: Passerelle", "mercredi 15 janvier", french)).toBe(
      "Séance d’information\u00a0: Passerelle – mercredi 15 janvier",
    );
    expect(titled("Atelier du soir", "mercredi 15 janvier", french)).toBe(
      "Atelier du soir\u00a0: mercredi 15 janvier",
    );
  });
});

describe("an online event, in every reader's clock", () => {
  const languages = loadLanguages("tests/fixtures/full-content");
  const spaced = (text: string) => text.replace(/\s/g, " ");
  /** The fixture's workshop online, set in Lagos time, at another hour, as each language lists it. */
  const workshop = (starts: string, ends: string) =>
    languages.map(({ language, content }) => {
      const online = content.events.find((event) => event.online && !event.place)!;
      const event = { ...online, ...eventTimes({ starts, ends, timeZone: online.timeZone }), ends };
      const listed = listedEvent(event, { language, content });
      return {
        when: spaced(listed.when),
        description: spaced(eventDescription(listed, content.site.events!.onlineLabel)),
      };
    });

  it("names its own clock by its city, for readers whose clock it is not", () => {
    const [english, french] = workshop("2031-03-05T10:00", "12:30");
    expect(english!.when).toBe("Wednesday, March 5, 2031, 10:00 AM – 12:30 PM Lagos time");
    expect(french!.when).toBe("mercredi 5 mars 2031, 10 h – 12 h 30 heure de Lagos");
  });

  it("gives every zone's time in its description, the earliest first, within what search results show", () => {
    const [english, french] = workshop("2031-03-05T10:00", "12:30");
    // The Gambia, Senegal and Ghana read GMT: an hour before Lagos.
    expect(english!.description).toMatch(/^March 5, 2031 · /);
    expect(english!.description).toMatch(/^March 5, 2031 · 9:00 – 11:30 AM (GMT|in The Gambia)/);
    expect(english!.description).toContain("10:00 AM – 12:30 PM");
    expect(english!.description).toContain(" · Online. ");
    expect(french!.description).toMatch(/^5 mars 2031 · 9 h – 11 h 30 /);
    expect(french!.description).toContain(" · En ligne. ");
  });

  it("says the day in the zones where it runs past midnight", () => {
    const [english, french] = workshop("2031-03-05T22:30", "23:30");
    expect(english!.when).toBe("Wednesday, March 5, 2031, 10:30 – 11:30 PM Lagos time");
    // In Rwanda (GMT+2) it ends after midnight; in Kenya (GMT+3), it runs early on Thursday.
    expect(english!.description).toContain("11:30 PM – Thursday 12:30 AM GMT+2");
    expect(english!.description).toContain("Thursday, 12:30 – 1:30 AM GMT+3");
    expect(french!.description).toContain("23 h 30 – jeudi 0 h 30 GMT+2");
  });

  it("keeps where it happens and the first words of what it is, however long its times", () => {
    const [english, french] = workshop("2031-03-05T22:15", "23:45");
    expect(english!.description).toMatch(/^March 5, 2031 · 9:15 – 10:45 PM GMT · .* · Online\. Two /);
    expect(french!.description).toMatch(/^5 mars 2031 · 21 h 15 – 22 h 45 GMT · .* · En ligne\. Deux /);
  });
});

describe("each zone's time within a description", () => {
  const zone = (name: string, day = "") => ({
    text: `${day}11:00 PM – ${day}12:30 AM in a long list of the countries that read it (${name})`,
    short: `${day}11:00 PM – ${day}12:30 AM ${name}`,
  });

  it("gives every zone its time, and where there is room, its countries, the shortest first", () => {
    const head = readerTimes("March 5, 2031", [zone("GMT"), zone("GMT+1")], " · Online.");
    expect(head).toContain("(GMT)");
    expect(head).toContain("GMT+1");
  });

  it("leaves the latest zones out, never the first, where even their names do not fit", () => {
    const zones = ["GMT", "GMT+1", "GMT+2", "GMT+3", "GMT+4"].map((name) => zone(name, "Thursday "));
    const head = readerTimes("March 5, 2031", zones, " · Online.");
    expect(head).toMatch(/^March 5, 2031 · Thursday 11:00 PM – Thursday 12:30 AM GMT · /);
    expect(head).not.toContain("GMT+4");
    expect(characters(`${head} · Online. …`)).toBeLessThanOrEqual(descriptionLength.max);
  });
});
