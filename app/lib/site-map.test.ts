import { describe, expect, it } from "vitest";
import { loadLanguages } from "#app/content/load.server.ts";
import type { Content } from "#app/schema/registry.ts";
import { pageOf, pagePath, sitePages, trailOf } from "./site-map.ts";
import type { PageKind } from "./page-kinds.ts";
import { perPage } from "./paging.ts";

const [english, french] = loadLanguages("tests/fixtures/full-content");
const gambia = "digital-bridge-gambia";

/** The trail above a page, as its links name them and lead. */
function trail(content: Content, kind: PageKind, slug?: string) {
  const page = pageOf(content, kind, slug);
  if (!page) throw new Error(`the fixture has no ${kind} ${slug ?? ""}`);
  return trailOf(content, page)?.crumbs.map(({ label, path }) => [label, path]);
}

describe("the way up from each kind of page", () => {
  const content = english!.content;
  const { site } = content;
  const home = [site.navigation.homeLabel, "/"];
  const gambiaPage = pageOf(content, "program", gambia)!;
  const story = content.stories[0]!;
  const event = content.events[0]!;

  it("leads from a story to all stories, and from an event or a year of events to the events", () => {
    expect(trail(content, "story", story.slug)).toEqual([home, [site.stories!.title, pagePath("stories")]]);
    expect(trail(content, "event", event.slug)).toEqual([home, [site.events!.title, pagePath("events")]]);
    const [year] = sitePages(content).filter((page) => page.kind === "past-events");
    expect(trail(content, "past-events", year!.slug)).toEqual([
      home,
      [site.events!.title, pagePath("events")],
    ]);
  });

  it("leads from a program's form and its donation page to the program", () => {
    const up = [
      home,
      [pageOf(content, "all-programs")!.title, pagePath("all-programs")],
      [gambiaPage.title, pagePath("program", gambia)],
    ];
    expect(trail(content, "apply", gambia)).toEqual(up);
    expect(trail(content, "gift", gambia)).toEqual(up);
  });

  it("leads from a program to all programs, in the words of its link back", () => {
    const allPrograms = pageOf(content, "all-programs")!;
    expect(trailOf(content, gambiaPage)!.crumbs).toEqual([
      { name: site.navigation.homeLabel, label: site.navigation.homeLabel, path: "/" },
      // Search engines name the page by its title, not by the words of the way back.
      {
        name: allPrograms.title,
        label: site.programPage.backLinkLabel,
        path: pagePath("all-programs"),
        back: true,
      },
    ]);
  });

  it("leads from a program home while the home page shows every program, as at launch", () => {
    const launch = {
      ...content,
      home: {
        ...content.home,
        programs: { ...content.home.programs, shown: content.programs.map((program) => program.slug) },
      },
    };
    expect(trail(launch, "program", gambia)).toEqual([[site.programPage.backLinkLabel, "/"]]);
  });

  it("leads from the pages at the top of the site home", () => {
    for (const [kind, slug] of [
      ["page", content.pages.find((page) => !page.unlisted)!.slug],
      ["form", content.forms[0]!.slug],
      ["report", String(content.reports[0]!.year)],
      ["stories", undefined],
      ["events", undefined],
      ["all-programs", undefined],
    ] as const) {
      expect(trail(content, kind, slug), kind).toEqual([home]);
    }
  });

  it("gives none to the home page, the 404 page, and the pages reached only by sending a form or from another site", () => {
    expect(trail(content, "home")).toBeUndefined();
    const returnedTo = content.pages.find((page) => page.unlisted)!;
    expect(trail(content, "page", returnedTo.slug)).toBeUndefined();
    expect(trail(content, "not-found")).toBeUndefined();
    expect(trail(content, "apply-thanks", gambia)).toBeUndefined();
    expect(trail(content, "form-thanks", content.forms[0]!.slug)).toBeUndefined();
  });

  it("leads from a later page of a list to its first", () => {
    const many = Array.from({ length: perPage.stories + 1 }, (_, index) => ({
      ...story,
      slug: `story-${index + 1}`,
    }));
    const grown = { ...content, stories: many };
    expect(trail(grown, "stories", "2")).toEqual([home, [site.stories!.title, pagePath("stories")]]);
  });

  it("names each page in the page's language", () => {
    const { site: words } = french!.content;
    expect(trail(french!.content, "story", story.slug)).toEqual([
      [words.navigation.homeLabel, "/"],
      [words.stories!.title, pagePath("stories")],
    ]);
  });
});
