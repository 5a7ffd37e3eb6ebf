// A program's button that leads to a donation page leads to that page made for the program,
// which says the gift supports it: one for each program whose buttons lead to one.
import { copyFileSync, renameSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentCopy } from "#tests/fixtures/content-copy.ts";
import { loadContent, type Content } from "#app/content/load.server.ts";
import { namingProgram } from "./giving.ts";
import { hasPage } from "./programs.ts";
import { sitePages } from "./site-map.ts";

const { edit, folder } = contentCopy("tests/fixtures/full-content");
const program = (content: Content, slug: string) =>
  content.programs.filter(hasPage).find((candidate) => candidate.slug === slug)!;
const giftPages = (content: Content) =>
  sitePages(content)
    .filter((page) => page.kind === "gift")
    .map(({ path, title, file }) => ({ path, title, file }));

describe("a program's button to a donation page", () => {
  it("leads to the donation page made for the program; its other buttons are as the content has them", () => {
    const content = loadContent(folder());
    const own = program(content, "digital-bridge-gambia");
    const named = namingProgram(own, content);
    expect(named.page.closing.buttons).toEqual([
      own.page.closing.buttons[0],
      { label: "Support This Program", page: "/programs/digital-bridge-gambia/give/" },
    ]);
    expect(named.page.buttons).toEqual(own.page.buttons);
    expect(giftPages(content)).toEqual([
      { path: "/programs/digital-bridge-gambia/give/", title: "Give", file: "pages/donate.yml" },
    ]);
  });

  it("follows the content: a second program's button chooses the page, and it gets its page too", () => {
    copyFileSync(
      path.join(folder(), "programs/digital-bridge-gambia.yml"),
      path.join(folder(), "programs/bridge-senegal.yml"),
    );
    edit("programs/bridge-senegal.yml", (data) => {
      data.title = "Bridge Senegal";
      data.page.buttons[1] = { label: "Give", page: "/donate/" };
      data.page.closing.buttons[1] = { label: "Support This Program", link: "https://example.org/give" };
    });
    const content = loadContent(folder());
    const named = namingProgram(program(content, "bridge-senegal"), content);
    expect(named.page.buttons[1]).toEqual({ label: "Give", page: "/programs/bridge-senegal/give/" });
    expect(named.page.closing.buttons[1]).toEqual({
      label: "Support This Program",
      link: "https://example.org/give",
    });
    expect(giftPages(content).map((page) => page.path)).toEqual([
      "/programs/bridge-senegal/give/",
      "/programs/digital-bridge-gambia/give/",
    ]);
  });

  it("is found written without its final slash, as the link check takes it", () => {
    edit("programs/digital-bridge-gambia.yml", (data) => (data.page.closing.buttons[1].page = "/donate"));
    const content = loadContent(folder());
    expect(namingProgram(program(content, "digital-bridge-gambia"), content).page.closing.buttons[1]).toEqual(
      {
        label: "Support This Program",
        page: "/programs/digital-bridge-gambia/give/",
      },
    );
  });

  it("leads to the first donation page its buttons choose made for it; one to another goes there", () => {
    copyFileSync(path.join(folder(), "pages/donate.yml"), path.join(folder(), "pages/give-monthly.yml"));
    edit("pages/give-monthly.yml", (data) => (data.title = "Give monthly"));
    // The buttons under the summary come before the closing ones.
    edit("programs/digital-bridge-gambia.yml", (data) => {
      data.page.buttons[1] = { label: "Give monthly", page: "/give-monthly/" };
    });
    const content = loadContent(folder());
    const named = namingProgram(program(content, "digital-bridge-gambia"), content);
    expect(named.page.buttons[1]).toEqual({
      label: "Give monthly",
      page: "/programs/digital-bridge-gambia/give/",
    });
    expect(named.page.closing.buttons[1]).toEqual({ label: "Support This Program", page: "/donate/" });
    expect(giftPages(content)).toEqual([
      {
        path: "/programs/digital-bridge-gambia/give/",
        title: "Give monthly",
        file: "pages/give-monthly.yml",
      },
    ]);
  });

  it("leads to the page itself where the page it leads to has no ways to give", () => {
    // Its ways to give moved to another page, /give/: /donate/ is a page like any other.
    renameSync(path.join(folder(), "pages/donate.yml"), path.join(folder(), "pages/give.yml"));
    renameSync(path.join(folder(), "pages/donate.fr.yml"), path.join(folder(), "pages/give.fr.yml"));
    copyFileSync(path.join(folder(), "pages/about.yml"), path.join(folder(), "pages/donate.yml"));
    const content = loadContent(folder());
    const own = program(content, "digital-bridge-gambia");
    expect(namingProgram(own, content)).toEqual(own);
    expect(giftPages(content)).toEqual([]);
  });
});
