import { describe, expect, it } from "vitest";
import { loadLanguages } from "#app/content/load.server.ts";
import { affectedBeforeAndAfter, affectedPages, type ContentSide } from "./affected-pages.ts";

const languages = loadLanguages("tests/fixtures/full-content");
const [own] = languages;
if (!own) throw new Error("The fixture has no language.");
const codes = languages.map(({ language }) => language);
const affected = (...changed: string[]) => affectedPages(own.content, codes, changed);
const addresses = (...changed: string[]) => affected(...changed).pages.map((page) => page.address);

describe("the pages a change to the content changes", () => {
  it("are the lists that show a program, in every language, for a program the home page does not show", () => {
    // A program without a page of its own: its card on the page of all programs.
    const pages = addresses("programs/digital-bridge-senegal.yml");
    for (const prefix of ["", "/fr"]) {
      expect(pages).toContain(`${prefix}/programs/`);
      // Its story and its event name it.
      expect(pages).toContain(`${prefix}/stories/mentoring-the-next-cohort/`);
      expect(pages).toContain(`${prefix}/events/mentor-meetup-dakar/`);
      // Its event names it on the page of events, and on the home page, which lists the events.
      expect(pages).toContain(`${prefix}/events/`);
      expect(pages).toContain(`${prefix}/`);
    }
    expect(pages).not.toContain("/programs/digital-bridge-gambia/");
    expect(pages).not.toContain("/stories/from-market-stall-to-web-designer/");
    expect(pages).not.toContain("/about/");
    expect(affected("programs/digital-bridge-senegal.yml").everyPage).toBeUndefined();
  });

  it("are its page, its form, its thank-you page and the page that lists the forms, for a program with an application form", () => {
    // With the footer's links chosen by the staff, it names no program.
    const { site } = own.content;
    const programLinks = [{ label: "Programs", link: "/programs/" }] as typeof site.footer.programLinks;
    const content = { ...own.content, site: { ...site, footer: { ...site.footer, programLinks } } };
    const { pages: made, everyPage } = affectedPages(content, codes, [
      "programs/digital-bridge-gambia.fr.yml",
    ]);
    const pages = made.map((page) => page.address);
    expect(everyPage).toBeUndefined();
    expect(pages).toContain("/fr/programs/digital-bridge-gambia/");
    expect(pages).toContain("/fr/programs/digital-bridge-gambia/apply/");
    expect(pages).toContain("/fr/programs/digital-bridge-gambia/apply/thanks/");
    expect(pages).toContain("/fr/privacy/");
    expect(pages).not.toContain("/fr/about/");
    // An event of the program names it on the page of events.
    expect(pages).toContain("/fr/events/");
    expect(pages).not.toContain("/programs/digital-bridge-gambia/");
  });

  it("are every page of every language for a program the footer names", () => {
    const { pages, everyPage } = affected("programs/tech-foundations.yml");
    expect(everyPage).toBe("programs/tech-foundations.yml is shown on every page");
    expect(pages).toHaveLength(affected("site.yml").pages.length);
    expect(pages.map((page) => page.address)).toEqual(expect.arrayContaining(["/", "/fr/", "/fr/privacy/"]));
  });

  it("are the pages of its own language only, for a translation", () => {
    const pages = addresses("programs/digital-bridge-senegal.fr.yml");
    expect(pages).toContain("/fr/programs/");
    expect(pages.filter((address) => !address.startsWith("/fr/"))).toEqual([]);
    // But a language's site file names it in the switch of every page, in every language.
    expect(affected("site.fr.yml").pages).toHaveLength(affected("site.yml").pages.length);
  });

  it("are the event's page, the page of events, each year's past events and the home page, for an event's date", () => {
    const pages = addresses("events/info-session-banjul.yml");
    for (const prefix of ["", "/fr"]) {
      expect(pages).toContain(`${prefix}/events/info-session-banjul/`);
      expect(pages).toContain(`${prefix}/events/`);
      expect(pages).toContain(`${prefix}/`);
    }
    expect(pages.some((address) => address.startsWith("/events/past/"))).toBe(true);
    expect(pages).not.toContain("/programs/digital-bridge-senegal/");
  });

  it("include every form, for the page that lists the forms, which each form links to", () => {
    const pages = addresses("pages/privacy.yml");
    for (const prefix of ["", "/fr"]) {
      expect(pages).toContain(`${prefix}/privacy/`);
      expect(pages).toContain(`${prefix}/contact/`);
      expect(pages).toContain(`${prefix}/programs/digital-bridge-gambia/apply/`);
    }
    expect(pages).not.toContain("/about/");
  });

  it("are the pages of the files that name an upload: a story's photo, its story and what shows it", () => {
    const { pages, everyPage } = affected("files/awa-jallow.jpg");
    expect(everyPage).toBeUndefined();
    const shown = pages.map((page) => page.address);
    for (const prefix of ["", "/fr"]) {
      // The story whose photo it is, the list of stories, its program's page, and the page of
      // the staff's that shows it as a person's photo.
      expect(shown).toContain(`${prefix}/stories/from-market-stall-to-web-designer/`);
      expect(shown).toContain(`${prefix}/stories/`);
      expect(shown).toContain(`${prefix}/programs/digital-bridge-gambia/`);
      expect(shown).toContain(`${prefix}/about/`);
    }
    expect(shown).not.toContain("/stories/a-shop-online-in-six-weeks/");
    expect(shown).not.toContain("/privacy/");
    // An upload no file names yet is on no page.
    expect(affected("files/new-photo.jpg")).toEqual({ pages: [] });
  });

  it("are every page, saying why, for a file no page is made from", () => {
    const { pages, everyPage } = affected("stray.yml");
    expect(everyPage).toBe("stray.yml is no page's file");
    expect(pages).toHaveLength(affected("site.yml").pages.length);
    // Beside a translation, which alone would change its own language's pages.
    expect(affected("site.fr.yml", "stray.yml").pages).toHaveLength(pages.length);
  });
});

describe("the pages a change affects before and after it", () => {
  const side = (content: typeof own.content, has: (file: string) => boolean = () => true): ContentSide => ({
    content,
    languages: codes,
    has,
  });

  it("include the program a story leaves, which only the content before it shows", () => {
    const story = "from-market-stall-to-web-designer";
    const moved = {
      ...own.content,
      stories: own.content.stories.map((each) =>
        each.slug === story ? { ...each, program: "digital-bridge-senegal" } : each,
      ),
    };
    const changed = [`stories/${story}.yml`];
    const after = affectedPages(moved, codes, changed).pages.map((page) => page.address);
    expect(after).not.toContain("/programs/digital-bridge-gambia/");
    const both = affectedBeforeAndAfter(side(moved), side(own.content), changed);
    expect(both.everyPage).toBeUndefined();
    expect(both.pages.map((page) => page.address)).toEqual(
      expect.arrayContaining([
        "/programs/digital-bridge-gambia/",
        `/stories/${story}/`,
        `/fr/stories/${story}/`,
      ]),
    );
  });

  it("are a new story's pages, not every page, for a story added", () => {
    const story = "a-shop-online-in-six-weeks";
    const file = `stories/${story}.yml`;
    const withoutIt = { ...own.content, stories: own.content.stories.filter((each) => each.slug !== story) };
    const { pages, everyPage } = affectedBeforeAndAfter(
      side(own.content),
      side(withoutIt, (each) => each !== file),
      [file],
    );
    expect(everyPage).toBeUndefined();
    const addresses = pages.map((page) => page.address);
    expect(addresses).toEqual(
      expect.arrayContaining([`/stories/${story}/`, "/stories/", `/fr/stories/${story}/`]),
    );
    expect(addresses).not.toContain("/about/");
  });

  it("are every page when a program added makes the page of all programs, which every footer links to", () => {
    const [launch] = loadLanguages("tests/fixtures/launch-content");
    if (!launch) throw new Error("The launch content has no language.");
    const [first] = launch.content.programs;
    if (!first) throw new Error("The launch content has no program.");
    const fifth = { ...first, slug: "data-basics", title: "Data Basics" };
    const grown = { ...launch.content, programs: [...launch.content.programs, fifth] };
    const file = "programs/data-basics.yml";
    const { pages, everyPage } = affectedBeforeAndAfter(
      { content: grown, languages: [launch.language], has: () => true },
      { content: launch.content, languages: [launch.language], has: (each) => each !== file },
      [file],
    );
    expect(everyPage).toBe("the page of all programs comes or goes, and every page links to it");
    expect(pages.map((page) => page.address)).toEqual(expect.arrayContaining(["/", "/programs/"]));
  });
});
