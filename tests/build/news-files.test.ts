// The files beside the stories' and events' pages, read back by maintained readers of their
// formats: the feed by @rowanmanning/feed-parser, the calendar files by ical.js (Mozilla's).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import ICAL from "ical.js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { upcomingAndPast } from "#app/lib/event-when.ts";
import { instantOf } from "#app/schema/time-zones.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl } from "#app/lib/meta.ts";
import { photoWidths } from "#app/lib/photos.ts";
import { pagePath } from "#app/lib/site-map.ts";
import { filePath } from "#app/lib/beside-pages.ts";
import { newestFirst } from "#app/lib/list-pages.ts";
import { latestInFeed } from "#app/lib/news-files.server.ts";
import { builtPages, client, content, documentOf, languages } from "./built-site.ts";

describe("the stories' feed", () => {
  it("is there in each language once there is a story, and lists the latest, newest first", () => {
    for (const { language, content: words } of languages) {
      const file = path.join(client, filePath("feed", language));
      if (content.stories.length === 0) {
        expect(existsSync(file), file).toBe(false);
        continue;
      }
      const feed = parseFeed(readFileSync(file, "utf8"));
      expect(feed.title).toContain(words.site.stories?.title);
      expect(feed.language).toBe(language.code);
      expect(feed.items.map((item) => [item.title, item.url])).toEqual(
        newestFirst(words.stories)
          .slice(0, latestInFeed)
          .map((story) => [
            story.title,
            absoluteUrl(words.site, pathIn(language, pagePath("story", story.slug))),
          ]),
      );
      for (const item of feed.items) {
        const built = path.join(client, new URL(item.url!).pathname, "index.html");
        expect(existsSync(built), item.url!).toBe(true);
      }
    }
  });
});

describe("an event's calendar file", () => {
  it("holds one event, at the instant its time zone gives its time", () => {
    for (const { language, content: words } of languages) {
      for (const event of words.events) {
        const file = path.join(client, filePath("calendar", language, `${event.slug}.ics`));
        const text = readFileSync(file, "utf8");
        // At most 75 octets a line, accents counted as the bytes they are (RFC 5545, 3.1).
        const longest = Math.max(...text.split("\r\n").map((line) => Buffer.byteLength(line)));
        expect(longest, file).toBeLessThanOrEqual(75);
        const calendar = new ICAL.Component(ICAL.parse(text));
        const events = calendar.getAllSubcomponents("vevent");
        expect(events, file).toHaveLength(1);
        const read = new ICAL.Event(events[0]);
        expect(read.summary).toBe(event.title);
        expect(read.startDate.toJSDate().toISOString()).toBe(
          instantOf(event.starts, event.timeZone).toISOString(),
        );
        expect(read.location).toBe(event.place ?? event.online);
      }
    }
  });
});

describe("the stories' photos", () => {
  it("are published as small JPEG copies, never wider than the text needs", async () => {
    for (const story of content.stories.filter((each) => each.photo)) {
      const name = path.basename(story.photo!.file).replace(/\.([a-z]+)$/i, "-$1");
      for (const width of photoWidths) {
        const file = path.join(client, "images", `${name}-${width}.jpg`);
        const { format, width: made } = await sharp(file).metadata();
        expect(format).toBe("jpeg");
        expect(made).toBe(width);
        // A phone on 2G-grade data takes the small copy in a few seconds.
        expect(statSync(file).size, file).toBeLessThan(width === 400 ? 40_000 : 120_000);
      }
      // Not the photo itself, at full size and with what the phone wrote into it.
      expect(existsSync(path.join(client, story.photo!.file)), story.photo!.file).toBe(false);
    }
  });
});

describe("a site without stories, events or reports", () => {
  it("publishes none of their folders", () => {
    const folders = { stories: content.stories, events: content.events, impact: content.reports };
    for (const [folder, items] of Object.entries(folders)) {
      expect(existsSync(path.join(client, folder)), `/${folder}/`).toBe(items.length > 0);
    }
  });
});

describe("the structured data of stories, events and reports", () => {
  const graphOf = (file: string) => {
    const script = documentOf(file).querySelector('script[type="application/ld+json"]');
    return (JSON.parse(script?.textContent ?? "{}") as { "@graph": Array<Record<string, unknown>> })[
      "@graph"
    ];
  };

  it("says a story is an Article, the events to come are Events and a report is a Report", () => {
    for (const page of builtPages) {
      const { content: words } = languages.find(({ language }) => language.code === page.language.code)!;
      const graph = graphOf(page.file);
      if (page.kind === "story") {
        const story = words.stories.find((each) => each.slug === page.slug)!;
        expect(
          graph.find((node) => node["@type"] === "Article"),
          page.url,
        ).toMatchObject({
          headline: story.title,
          datePublished: story.date,
          inLanguage: page.language.code,
        });
      }
      if (page.kind === "events") {
        const { upcoming } = upcomingAndPast(words.events);
        const events = graph.filter((node) => node["@type"] === "Event");
        expect(events.map((node) => node.name)).toEqual(upcoming.map((event) => event.title));
        for (const node of events) expect(String(node.startDate)).toMatch(/T\d\d:\d\d:00[+-]\d\d:\d\d$/);
      }
      if (page.kind === "report") {
        const report = words.reports.find((each) => String(each.year) === page.slug)!;
        expect(
          graph.find((node) => node["@type"] === "Report"),
          page.url,
        ).toMatchObject({
          headline: report.title,
          temporalCoverage: page.slug,
        });
      }
    }
  });
});
