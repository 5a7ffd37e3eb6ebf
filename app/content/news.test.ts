import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentCopy } from "#tests/fixtures/content-copy.ts";

// Stories, events and reports as volunteers write them: the fixture's, changed as they might.
const copy = contentCopy("tests/fixtures/full-content");
const { edit, problems } = copy;

describe("stories, events and reports in the content", () => {
  it("take a legitimate edit: an event moved an hour later, a story without a photo or a program", () => {
    edit("events/info-session-banjul.yml", (data) => {
      data.starts = "2031-01-15T18:00";
      data.ends = "20:00";
    });
    edit("stories/from-market-stall-to-web-designer.yml", (data) => {
      delete data.photo;
      delete data.program;
    });
    edit("stories/from-market-stall-to-web-designer.fr.yml", (data) => delete data.photo);
    expect(problems()).toEqual([]);
  });

  it("say in one line each what is wrong with an event, and where", () => {
    edit("events/info-session-banjul.yml", (data) => {
      data.starts = "2031-02-30T17:00";
      data.ends = "16:00";
      data.timeZone = "Banjul";
      delete data.place;
      data.online = "mailto:hello@example.org";
      data.program = "digital-bridge-mali";
    });
    expect(problems()).toEqual([
      'content/events/info-session-banjul.yml: Time zone "Banjul" is not in the right form. Write a time zone as Region/City, such as "Africa/Banjul".',
      'content/events/info-session-banjul.yml: Starts "2031-02-30" is not a day of the calendar. Write the day as year-month-day, such as 2026-12-10T17:00.',
      "content/events/info-session-banjul.yml: Ends is 16:00, not after the start (17:00). Write the time it ends that day.",
      'content/events/info-session-banjul.yml: Online link "mailto:hello@example.org" is not a meeting\'s web address. Write the address starting with https://.',
      'content/events/info-session-banjul.yml: Program "digital-bridge-mali" is not one of the site\'s programs: there is no content/programs/digital-bridge-mali.yml. Choose one, such as advanced-development, or empty it.',
    ]);
  });

  it("refuse a program named page, whose address the page of all programs takes when it grows long", () => {
    writeFileSync(
      path.join(copy.folder(), "programs/page.yml"),
      readFileSync(path.join(copy.folder(), "programs/tech-foundations.yml")),
    );
    edit("programs/page.yml", (data) => (data.title = "Tech Pages"));
    expect(problems()).toEqual([
      "content/programs/page.yml: The file makes a program at /programs/page/, where the page of all programs goes on when it grows long. Rename the file, e.g. to page-program.yml.",
    ]);
  });

  it("ask for a place or an online link, and an end after the start", () => {
    edit("events/mentor-meetup-dakar.yml", (data) => {
      delete data.place;
      data.ends = "09:30";
    });
    expect(problems()).toEqual([
      "content/events/mentor-meetup-dakar.yml: Ends is 09:30, not after the start (10:00). Write the time it ends that day.",
      "content/events/mentor-meetup-dakar.yml: Place is missing: write where it happens, or its online link.",
    ]);
  });

  it("name a story that is not there, a year reported twice, and a photo of the wrong kind", () => {
    edit("reports/2024.yml", (data) => data.stories.push("from-the-archive"));
    writeFileSync(
      path.join(copy.folder(), "reports/2024-copy.yml"),
      readFileSync(path.join(copy.folder(), "reports/2024.yml")),
    );
    edit("stories/from-market-stall-to-web-designer.yml", (data) => (data.photo.file = "/files/awa.heic"));
    expect(problems()).toEqual([
      'content/reports/2024-copy.yml: Stories › Story 3 "from-the-archive" is not one of the site\'s stories: there is no content/stories/from-the-archive.yml. Choose one, such as a-shop-online-in-six-weeks, or remove it.',
      "content/reports/2024.yml: Year is 2024, the year of content/reports/2024-copy.yml too: each year has one report. Change the year, or remove one.",
      'content/reports/2024.yml: Stories › Story 3 "from-the-archive" is not one of the site\'s stories: there is no content/stories/from-the-archive.yml. Choose one, such as a-shop-online-in-six-weeks, or remove it.',
      'content/stories/from-market-stall-to-web-designer.yml: Photo "/files/awa.heic" is not a photo the site can make copies of. Upload it as a JPEG (.jpg) or a PNG (.png).',
    ]);
  });

  it("name a story chosen twice for the home page", () => {
    edit("home.yml", (data) => data.stories.shown.push("from-market-stall-to-web-designer"));
    expect(problems()).toEqual([
      'content/home.yml: Stories › Stories shown › Story 2 "from-market-stall-to-web-designer" is listed twice. Remove one.',
    ]);
  });

  it("ask for the words of their pages once there is one", () => {
    edit("site.yml", (data) => delete data.events);
    expect(problems()).toEqual([
      "content/site.yml: Events is missing, but there is an event (content/events/graduation-2024.yml): fill in the words of its pages here.",
    ]);
  });
});
