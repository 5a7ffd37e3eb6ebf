// Stories, events and the impact report as a visitor reads them on a phone with no script, in
// every language: each kind of page, what leads to it, the calendar file and the feed she is
// offered, and the report on A4 paper.
import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { extractText } from "unpdf";
import { formatDate } from "#app/schema/dates.ts";
import { upcomingAndPast } from "#app/lib/event-when.ts";
import { eventClocks, timesAcrossZones } from "#app/lib/event-when.ts";
import { fillIn } from "#app/lib/text.ts";
import { pathIn } from "#app/lib/languages.ts";
import { shareImagePath } from "#app/lib/meta.ts";
import { pagePath } from "#app/lib/site-map.ts";
import { filePath } from "#app/lib/beside-pages.ts";
import { newestFirst } from "#app/lib/list-pages.ts";
import { fixtureContent } from "./site-content.ts";
import { figure } from "./figure.ts";
import { figureOf } from "#app/lib/language-conventions.ts";

const own = fixtureContent();
const languages = own.languages.map((language) => fixtureContent(language.code));

test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

test("the fixture has three stories, four events (two to come) and a 2024 report of two charts", () => {
  for (const { stories, events, reports } of languages) {
    expect(stories).toHaveLength(3);
    expect(events).toHaveLength(4);
    const { upcoming, past } = upcomingAndPast(events);
    expect([upcoming.length, past.length]).toEqual([2, 2]);
    expect(reports.map((report) => [report.year, report.charts.length])).toEqual([[2024, 2]]);
  }
});

const noSidewaysScroll = async (page: import("@playwright/test").Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "sideways scroll at 320 px").toBeLessThanOrEqual(0);
};

for (const set of languages) {
  const { language, site, stories, events, reports, home } = set;
  const at = (path: string) => pathIn(language, path);
  const words = { stories: site.stories!, events: site.events!, reports: site.reports! };

  test.describe(`in ${language.name}`, () => {
    test("the page of all stories lists them newest first, each leading to its page, with the feed", async ({
      page,
    }) => {
      await page.goto(at(pagePath("stories")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.stories.title);
      const titles = page.getByRole("main").getByRole("heading", { level: 2 });
      await expect(titles).toHaveText(newestFirst(stories).map((story) => story.title));
      const feed = page.getByRole("link", { name: words.stories.feedLabel });
      await expect(feed).toHaveAttribute("href", filePath("feed", language));
      await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        "href",
        filePath("feed", language),
      );
      await noSidewaysScroll(page);
      await page.getByRole("link", { name: newestFirst(stories)[0]!.title }).click();
      await expect(page).toHaveURL(new RegExp(`${at(pagePath("story", newestFirst(stories)[0]!.slug))}$`));
    });

    test("a story shows her, her photo described, her words, and leads to her program", async ({ page }) => {
      const story = stories.find((each) => each.photo)!;
      await page.goto(at(pagePath("story", story.slug)));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
      await expect(page.getByText(formatDate(story.date, site.formats.dates))).toBeVisible();
      const photo = page.getByRole("img", { name: story.photo!.alt });
      await photo.scrollIntoViewIfNeeded();
      await expect(photo).toBeVisible();
      // The small copy, on a phone at 320 px, and loaded.
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
        .toMatch(/-400\.jpg$/);
      await expect(page.locator("blockquote")).toHaveText(story.quote!);
      for (const paragraph of story.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
      await noSidewaysScroll(page);
      const program = set.programPages.find((each) => each.slug === story.program)!;
      await page.getByRole("main").getByRole("link", { name: program.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${program.path}$`));
      // Her program's page shows the stories of the program.
      const section = page.getByRole("region", { name: words.stories.programHeading });
      await expect(section.getByRole("link", { name: story.title })).toBeVisible();
    });

    test("the page of events lists those to come by date, each to add to her calendar, and past ones apart", async ({
      page,
      request,
    }) => {
      await page.goto(at(pagePath("events")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.events.title);
      const { upcoming, past } = upcomingAndPast(events);
      const coming = page.getByRole("region", { name: words.events.upcomingHeading });
      await expect(coming.getByRole("heading", { level: 3 })).toHaveText(
        upcoming.map((event) => event.title),
      );
      for (const event of upcoming) {
        const card = coming.getByRole("listitem").filter({ hasText: event.title });
        await expect(card.getByText(eventClocks(event, site).when)).toBeVisible();
        const calendar = card.getByRole("link", { name: new RegExp(`^${words.events.calendarLabel}`) });
        await expect(calendar).toHaveAttribute("href", filePath("calendar", language, `${event.slug}.ics`));
        const file = await request.get(filePath("calendar", language, `${event.slug}.ics`));
        expect(file.headers()["content-type"]).toContain("text/calendar");
        expect(await file.text()).toContain(`SUMMARY:${event.title}`);
      }
      // The register button chose one of the site's forms: it leads there in her language.
      const withForm = upcoming.find((event) => event.register?.form)!;
      await expect(
        coming
          .getByRole("listitem")
          .filter({ hasText: withForm.title })
          .getByRole("link", { name: new RegExp(`^${withForm.register!.label}`) }),
      ).toHaveAttribute("href", at(pagePath("form", withForm.register!.form!)));
      const before = page.getByRole("region", { name: words.events.pastHeading });
      await expect(before.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText(
        past.map((event) => event.title),
      );
      // Every past event is kept on its year's page, which the page of events leads to.
      const year = past[0]!.starts.slice(0, 4);
      await before.getByRole("link", { name: fillIn(words.events.archiveTitle, { year }) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        fillIn(words.events.archiveTitle, { year }),
      );
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
        past.filter((event) => event.starts.startsWith(year)).map((event) => event.title),
      );
      await noSidewaysScroll(page);
    });

    test("an event has its page to share, with its day and place, and both ways to add it to a calendar", async ({
      page,
      request,
    }) => {
      const event = upcomingAndPast(events).upcoming.find((each) => each.place)!;
      await page.goto(at(pagePath("events")));
      await page.getByRole("link", { name: event.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at(pagePath("event", event.slug))}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
      await expect(page.getByText(eventClocks(event, site).when)).toBeVisible();
      await expect(page.getByText(event.place!, { exact: true })).toBeVisible();
      await noSidewaysScroll(page);
      // Its share image is its own, and says what it is, when and where.
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(new URL(image!).pathname).toBe(shareImagePath(`event-${event.slug}`, language));
      const picture = await request.get(new URL(image!).pathname);
      expect(picture.headers()["content-type"]).toBe("image/png");
      const alt = await page.locator('meta[property="og:image:alt"]').getAttribute("content");
      for (const said of [event.title, eventClocks(event, site).when, event.place!])
        expect(alt).toContain(said);
      // Google Calendar takes the event from its address, on a phone too: title, instants, place.
      const google = new URL(
        (await page
          .getByRole("link", { name: new RegExp(`^${words.events.googleCalendarLabel}`) })
          .getAttribute("href"))!,
      );
      const utc = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d+/g, "");
      expect(google.searchParams.get("text")).toBe(event.title);
      expect(google.searchParams.get("dates")).toBe(`${utc(event.start)}/${utc(event.end)}`);
      expect(google.searchParams.get("location")).toBe(event.place);
      // Her calendar reads its file: one event, at its instant.
      const file = await request.get(
        (await page
          .getByRole("link", { name: new RegExp(`^${words.events.calendarLabel}`) })
          .getAttribute("href")) as string,
      );
      const calendar = new ICAL.Component(ICAL.parse(await file.text()));
      const read = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      expect(read.summary).toBe(event.title);
      expect(read.startDate.toJSDate().toISOString()).toBe(event.start.toISOString());
    });

    test("an event online says its time in each of the site's time zones", async ({ page }) => {
      const online = events.find((event) => event.online && event.timeZone === "Africa/Lagos")!;
      await page.goto(at(pagePath("event", online.slug)));
      const line = timesAcrossZones(online, {
        countries: site.countriesServed,
        template: words.events.timeInPlaces,
        formats: site.formats,
      });
      await expect(page.getByText(line)).toBeVisible();
      for (const code of ["GM", "NG", "KE"]) {
        expect(line).toContain(site.countriesServed.find((country) => country.code === code)!.name);
      }
      // Its own clock is named by its city, above them, and its preview gives the others' too.
      await expect(page.getByText(eventClocks(online, site).when)).toContainText(
        words.events.zoneTime.replace("{place}", "Lagos"),
      );
      const spaced = (text: string) => text.replace(/\s+/g, " ");
      const description = await page.locator('meta[property="og:description"]').getAttribute("content");
      const [gmt] = eventClocks(online, site).zones!;
      expect(spaced(description!)).toContain(spaced(gmt!.short.split(" GMT")[0]!));
      await noSidewaysScroll(page);
    });

    test("the 2024 report shows its figures, each chart drawn and as a table, and its stories", async ({
      page,
    }) => {
      const report = reports[0]!;
      await page.goto(at(pagePath("report", String(report.year))));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(report.title);
      for (const statistic of report.figures) {
        // An amount with its currency's sign, as the page's language writes money.
        await expect(figure(page, statistic.label)).toHaveText(figureOf(statistic, site.formats.dates));
      }
      for (const chart of report.charts) {
        const figure = page.getByRole("figure", { name: chart.title });
        await expect(figure.locator("svg")).toBeVisible();
        const table = figure.getByRole("table");
        await expect(table.getByRole("columnheader")).toHaveText([chart.labelsHeading, chart.valuesHeading]);
        await expect(table.getByRole("rowheader")).toHaveText(chart.bars.map((bar) => bar.label));
        await expect(table.locator("td")).toHaveText(
          chart.bars.map((bar) => new Intl.NumberFormat(site.formats.dates).format(bar.value)),
        );
      }
      const storiesSection = page.getByRole("region", { name: words.reports.storiesHeading });
      await expect(storiesSection.getByRole("heading", { level: 3 })).toHaveText(
        report.stories.map((slug) => stories.find((story) => story.slug === slug)!.title),
      );
      await noSidewaysScroll(page);
    });

    test("the home page shows the story and the next event the staff chose, and leads to the report", async ({
      page,
    }) => {
      await page.goto(set.homePath);
      const chosen = page.getByRole("region", { name: home.stories!.heading });
      await expect(chosen.getByRole("heading", { level: 3 })).toHaveText(
        home.stories!.shown.map((slug) => stories.find((story) => story.slug === slug)!.title),
      );
      const next = page.getByRole("region", { name: home.events!.heading });
      await expect(next.getByRole("heading", { level: 3 })).toHaveText(
        upcomingAndPast(events)
          .upcoming.slice(0, home.events!.count)
          .map((event) => event.title),
      );
      await expect(next.getByRole("link", { name: home.events!.allLabel })).toHaveAttribute(
        "href",
        at(pagePath("events")),
      );
      const button = home.mission.story.button!;
      await page.getByRole("main").getByRole("link", { name: button.label }).click();
      await expect(page).toHaveURL(new RegExp(`${at(pagePath("report", String(2024)))}$`));
    });
  });
}

for (const { language, reports } of languages) {
  test(`the report in ${language.name} prints on two A4 sheets, each chart whole with its labels`, async ({
    page,
  }, testInfo) => {
    const report = reports[0]!;
    // A4 at 96 px an inch, less the print style's 14 mm margins: 688 by 1,017 px a sheet.
    await page.setViewportSize({ width: 688, height: 1017 });
    await page.emulateMedia({ media: "print" });
    await page.goto(pathIn(language, pagePath("report", String(report.year))));
    const sheet = 1017;
    for (const chart of report.charts) {
      const figure = page.getByRole("figure", { name: chart.title });
      const box = (await figure.boundingBox())!;
      expect(box.height, `${chart.title} fits on one sheet`).toBeLessThan(sheet);
      expect(await figure.evaluate((element) => getComputedStyle(element).breakInside)).toBe("avoid");
      expect(box.x + box.width, `${chart.title} within the sheet's width`).toBeLessThanOrEqual(688);
    }
    await testInfo.attach("report in print", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    // Each section is not kept whole, only each chart and table: no sheet left mostly blank.
    expect(totalPages, "the report prints on at most two sheets").toBeLessThanOrEqual(2);
    // Each bar's label and figure are on paper twice: drawn in the chart, and in its table.
    const printed = text.replace(/\s+/g, " ");
    for (const bar of report.charts.flatMap((chart) => chart.bars)) {
      const times = printed.split(bar.label).length - 1;
      expect(times, `“${bar.label}” printed in its chart and its table`).toBeGreaterThanOrEqual(2);
    }
  });
}
