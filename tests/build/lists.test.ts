// Lists that grow with the years split themselves into pages (app/lib/paging.ts): whatever
// their length, a visitor with no script reaches every story and every event from the page of
// all stories and the page of events, by plain links, in every language.
import { describe, expect, it } from "vitest";
import { pathIn } from "#app/lib/languages.ts";
import { pagePath } from "#app/lib/site-map.ts";
import { builtPages, documentOf, languages } from "./built-site.ts";

const fileOf = (address: string) => {
  const page = builtPages.find((built) => built.url === address);
  if (!page) throw new Error(`${address} is linked to, and the site map makes no such page.`);
  return page.file;
};
const linksIn = (address: string, selector = "main a[href]") =>
  [...documentOf(fileOf(address)).querySelectorAll<HTMLAnchorElement>(selector)].map((link) =>
    link.getAttribute("href"),
  );

/** The pages of a list from its first, by their "next" links, checking each "previous" one. */
function pagesFrom(first: string): string[] {
  const pages = [first];
  for (let next = linksIn(first, "a[rel=next]")[0]; next; next = linksIn(next, "a[rel=next]")[0]) {
    expect(pages, `${next} is reached twice`).not.toContain(next);
    expect(linksIn(next, "a[rel=prev]"), next).toEqual([pages.at(-1)]);
    pages.push(next);
  }
  return pages;
}

const addressesOf = (kind: string, code: string) =>
  builtPages.filter((page) => page.kind === kind && page.language.code === code).map((page) => page.url);

describe("lists that grow", () => {
  it("lead to every story from the page of all stories, page after page", () => {
    for (const { language } of languages) {
      const stories = addressesOf("story", language.code);
      if (stories.length === 0) continue;
      const pages = pagesFrom(pathIn(language, pagePath("stories")));
      expect(pages.toSorted()).toEqual(addressesOf("stories", language.code).toSorted());
      const reached = new Set(pages.flatMap((page) => linksIn(page)));
      expect(stories.filter((story) => !reached.has(story))).toEqual([]);
    }
  });

  it("lead to every event, to come or past, from the page of events and each year's", () => {
    for (const { language } of languages) {
      const events = addressesOf("event", language.code);
      if (events.length === 0) continue;
      const first = pathIn(language, pagePath("events"));
      const years = linksIn(first).filter((address) =>
        address?.startsWith(pathIn(language, "/events/past/")),
      );
      expect(years.toSorted()).toEqual(addressesOf("past-events", language.code).toSorted());
      const reached = new Set([first, ...(years as string[])].flatMap((page) => linksIn(page)));
      expect(events.filter((event) => !reached.has(event))).toEqual([]);
    }
  });

  it("lead to every program from the page of all programs, page after page", () => {
    for (const { language } of languages) {
      const first = addressesOf("all-programs", language.code)[0];
      if (!first) continue;
      const pages = pagesFrom(first);
      expect(pages.toSorted()).toEqual(addressesOf("all-programs", language.code).toSorted());
      const reached = new Set(pages.flatMap((page) => linksIn(page)));
      const programs = addressesOf("program", language.code);
      expect(programs.filter((program) => !reached.has(program))).toEqual([]);
    }
  });
});
