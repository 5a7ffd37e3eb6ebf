import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as z from "zod";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editorConfig } from "#editor/config.ts";
import { pagesCollection } from "#editor/names.ts";
import { contentProblems } from "./content-error.ts";
import { list, text, wholeNumber } from "#app/schema/fields.ts";
import { loadContent } from "./load.server.ts";
import { contentKinds, type Registry } from "#app/schema/registry.ts";

const withPartnersAndMeetups = {
  ...contentKinds,
  partners: {
    file: "partners.yml",
    label: "Partners",
    schema: z
      .object({
        heading: text("Heading"),
        names: list(text("Name"), { label: "Partner names", itemLabel: "Partner" }),
      })
      .strict(),
  },
  meetups: {
    folder: "meetups",
    label: "Meetups",
    itemLabel: "Meetup",
    optional: false,
    description: "The meetups, each in a file of its own.",
    schema: z.object({ title: text("Title"), order: wholeNumber("Position", "First is 1.") }).strict(),
  },
} satisfies Registry;

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(path.resolve("tests/fixtures/launch-content"), folder, { recursive: true });
  writeFileSync(path.join(folder, "partners.yml"), "heading: Our partners\nnames:\n  - Gambia Tech Hub\n");
  mkdirSync(path.join(folder, "meetups"));
  writeFileSync(path.join(folder, "meetups/open-day.yml"), "title: Open day\norder: 2\n");
  writeFileSync(path.join(folder, "meetups/demo-night.yml"), "title: Demo night\norder: 1\n");
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("a kind of content registered in one place", () => {
  it("is read, checked and typed by the loader, a folder's files in their order", () => {
    const content = loadContent(folder, withPartnersAndMeetups);
    expect(content.partners.names).toEqual(["Gambia Tech Hub"]);
    expect(content.meetups.map((event) => [event.slug, event.title])).toEqual([
      ["demo-night", "Demo night"],
      ["open-day", "Open day"],
    ]);
    expect(content.programs.length).toBeGreaterThan(0);
  });

  it("gets the same plain-language messages as every other file", () => {
    writeFileSync(path.join(folder, "partners.yml"), "heading: Our partners\nnames: []\n");
    writeFileSync(path.join(folder, "meetups/Open Day.yml"), "title: Open day\norder: 3\n");
    let problems: readonly string[] = [];
    try {
      loadContent(folder, withPartnersAndMeetups);
    } catch (error) {
      problems = (contentProblems(error) ?? []).map((line) => line.replaceAll(`${folder}/`, "content/"));
    }
    expect(problems).toEqual([
      "content/meetups/Open Day.yml: The file name becomes the page's address, so it must be lowercase words joined by hyphens. Rename it to open-day.yml.",
      "content/partners.yml: Partner names has 0 items; it needs at least 1.",
    ]);
  });

  it("gets a form in the editor", () => {
    const config = editorConfig({ siteUrl: "https://example.org", kinds: withPartnersAndMeetups });
    const pages = config.collections.find((collection) => collection.name === pagesCollection);
    expect(pages?.files?.find((file) => file.name === "partners")).toMatchObject({
      label: "Partners",
      file: "content/partners.yml",
      fields: [
        { name: "heading", label: "Heading", widget: "string" },
        { name: "names", label: "Partner names", widget: "list", min: 1, field: { widget: "string" } },
      ],
    });
    expect(config.collections.find((collection) => collection.name === "meetups")).toMatchObject({
      label: "Meetups",
      label_singular: "Meetup",
      folder: "content/meetups",
      summary: "{{title}}",
    });
  });
});
