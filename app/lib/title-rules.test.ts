import { cpSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadLanguages } from "#app/content/load.server.ts";
import { contentCopy } from "#tests/fixtures/content-copy.ts";
import { sitePages } from "./site-map.ts";

const { edit, problems, folder } = contentCopy("tests/fixtures/full-content");
const eventFile = "events/info-session-banjul.yml";

describe("the titles of the pages, whatever kind makes them", () => {
  it("takes the fixture, whose pages each have a title of their own in each language", () => {
    expect(problems()).toEqual([]);
  });

  it("an event's title past what search results show, said as the title of any page is", () => {
    const title = "Info session in Banjul for the women who want to apply next year";
    edit(eventFile, (data) => (data.title = title));
    expect(problems()).toEqual([
      `content/${eventFile}: Title is the page's title in search results and the browser tab, which show 60 characters; it has ${title.length}. Shorten it.`,
    ]);
  });

  it("an event named as a page of the staff's is", () => {
    edit(eventFile, (data) => (data.title = "About us"));
    expect(problems()).toEqual([
      `content/${eventFile}: Title "About us" is also the title of content/pages/about.yml (Title), and search results would show the two pages alike. Give this page a title of its own.`,
    ]);
  });

  it("two events of one title, a second one copied from the first", () => {
    cpSync(path.join(folder(), eventFile), path.join(folder(), "events/info-session-banjul-2.yml"));
    expect(problems()).toEqual([
      `content/events/info-session-banjul.yml: Title "Info session: Digital Bridge Gambia" is also the title of content/events/info-session-banjul-2.yml (Title), and search results would show the two pages alike. Give this page a title of its own.`,
    ]);
  });

  it("a title the pages make from a pattern (a year's past events), held to the same length", () => {
    const archiveTitle = "Every event we held in {year}, from info sessions to graduations";
    edit("site.yml", (data) => (data.events.archiveTitle = archiveTitle));
    expect(problems()).toEqual([
      `content/site.yml: Events › A year's past events is the page's title in search results and the browser tab, which show 60 characters; it has ${archiveTitle.length}. Shorten it.`,
    ]);
  });

  it("a translation's own title that another page of its language has, said on the translation", () => {
    edit("events/info-session-banjul.fr.yml", (data) => (data.title = "Qui sommes-nous"));
    expect(problems()).toEqual([
      'content/events/info-session-banjul.fr.yml: Title "Qui sommes-nous" is also the title of content/pages/about.fr.yml (Title), and search results would show the two pages alike. Give this page a title of its own.',
    ]);
  });

  it("says once what a translation keeps of the site's own language", () => {
    edit("pages/privacy.yml", (data) => (data.title = "About us"));
    edit("pages/privacy.fr.yml", (data) => delete data.title);
    edit("pages/about.fr.yml", (data) => delete data.title);
    expect(problems()).toEqual([
      'content/pages/privacy.yml: Title "About us" is also the title of content/pages/about.yml (Title), and search results would show the two pages alike. Give this page a title of its own.',
    ]);
  });

  it("lets pages search engines do not list (the thank-you pages) thank alike", () => {
    edit("forms/mentor.yml", (data) => (data.thanks.heading = "Thank you"));
    edit("forms/partner.yml", (data) => (data.thanks.heading = "Thank you"));
    const thanks = sitePages(loadLanguages(folder())[0]!.content).filter(
      (page) => page.kind === "form-thanks" && page.title === "Thank you",
    );
    expect(thanks).toHaveLength(2);
    expect(problems()).toEqual([]);
  });
});
