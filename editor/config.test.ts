import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { problemsIn } from "#app/schema/validate.ts";
import { editorConfig } from "./config.ts";
import type { EditorField } from "./fields.ts";

const config = editorConfig({ siteUrl: "https://example.org" });
const [pages, programs] = config.collections;

function field(fields: readonly EditorField[] | undefined, ...path: string[]): EditorField {
  const [name, ...rest] = path;
  const found = fields?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return rest.length ? field(found.fields, ...rest) : found;
}

describe("the editor's configuration", () => {
  it("edits every content file: the pages, the settings and a folder of programs that can grow", () => {
    expect(pages!.files!.map((file) => file.file)).toEqual([
      "content/home.yml",
      "content/site.yml",
      "content/all-programs.yml",
      "content/not-found.yml",
    ]);
    expect(programs).toMatchObject({
      folder: "content/programs",
      create: true,
      extension: "yml",
      format: "site-yaml",
    });
  });

  it("saves through pull requests on the configured GitHub repository", () => {
    expect(config).toMatchObject({ backend: { name: "github" }, publish_mode: "editorial_workflow" });
  });

  it("labels every field and explains the dates, with the build's format", () => {
    const page = field(programs!.fields, "page");
    expect(page).toMatchObject({ label: "Program page", widget: "object", required: false });
    expect(field(page.fields, "applicationDeadline")).toMatchObject({
      label: "Application deadline",
      pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "Write it as year-month-day, such as 2026-07-31."],
    });
    expect(field(page.fields, "nextCohortStart").pattern?.[0]).toBe("^\\d{4}-(0[1-9]|1[0-2])$");
  });

  it("uses lists with their limits, numbers and choices where the schema has them", () => {
    expect(field(programs!.fields, "weeks")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(field(programs!.fields, "style")).toMatchObject({ widget: "select", default: "primary" });
    expect(field(programs!.fields, "features")).toMatchObject({ widget: "list", min: 1, max: 6 });
    const home = pages!.files!.find((file) => file.name === "home")!;
    expect(field(home.fields, "hero", "buttons")).toMatchObject({ widget: "list", min: 2, max: 2 });
  });

  it("asks for a program's page only once it is added, and then for every field the site needs", () => {
    const page = field(programs!.fields, "page");
    expect(page.required).toBe(false);
    expect(field(page.fields, "badge")).not.toHaveProperty("required");
    expect(field(page.fields, "curriculum", "items", "topics")).toMatchObject({ min: 4, max: 4 });
    expect(field(programs!.fields, "link").required).toBe(false);
  });
});

describe("the programs, when there are a hundred of them", () => {
  const places = [
    { label: "The Gambia", value: "GM" },
    { label: "Online", value: "online" },
  ];
  const withPlaces = editorConfig({ siteUrl: "https://example.org", choices: { places } });
  const [pagesWithPlaces, programsWithPlaces] = withPlaces.collections;

  it("are listed by title, grouped by where they run, and can be filtered to one country", () => {
    expect(programsWithPlaces).toMatchObject({
      summary: "{{title}}",
      sortable_fields: { fields: ["title", "order", "location"], default: { field: "title" } },
      view_groups: { groups: [{ field: "location", label: "Where it runs" }] },
      view_filters: {
        filters: [{ label: "The Gambia", field: "location", pattern: "^GM$" }, { label: "Online" }],
      },
    });
  });

  it("each names its country from the site's list, and the home page picks them by title, in its order", () => {
    expect(field(programsWithPlaces!.fields, "location")).toMatchObject({
      widget: "select",
      options: places,
    });
    const home = pagesWithPlaces!.files!.find((file) => file.name === "home")!;
    const shown = field(home.fields, "programs", "shown");
    expect(shown).toMatchObject({ widget: "list", min: 1 });
    expect(shown.field).toMatchObject({
      widget: "relation",
      collection: "programs",
      value_field: "{{slug}}",
    });
  });
});

describe("the editor's configuration for a site in two languages", () => {
  const bilingual = editorConfig({
    siteUrl: "https://example.org",
    languages: { own: "en", translations: ["fr"] },
  });
  const [pagesInTwo, programsInTwo] = bilingual.collections;

  it("saves each translation beside its file, as the build reads it (home.fr.yml beside home.yml)", () => {
    expect(bilingual.i18n).toEqual({
      structure: "multiple_files",
      locales: ["en", "fr"],
      default_locale: "en",
      omit_default_locale_from_file_path: true,
    });
    expect(pagesInTwo!.files!.map((file) => file.file)).toContain("content/home.{{locale}}.yml");
    expect(programsInTwo).toMatchObject({ i18n: true, folder: "content/programs" });
  });

  it("offers in each language only the words, needed in the site's own language alone", () => {
    const { fields } = programsInTwo!;
    expect(field(fields, "title")).toMatchObject({ i18n: true, required: ["en"] });
    expect(field(fields, "weeks")).not.toHaveProperty("i18n");
    expect(field(fields, "style")).not.toHaveProperty("i18n");
    const page = field(fields, "page");
    expect(page).toMatchObject({ i18n: true, required: false });
    expect(field(page.fields, "applicationDeadline")).not.toHaveProperty("i18n");
    expect(field(page.fields, "testimonials", "items", "name")).not.toHaveProperty("i18n");
    expect(field(page.fields, "testimonials", "items", "quote")).toMatchObject({ i18n: true });
  });

  it("is one language, with no translation settings, while the site has none", () => {
    expect(config).not.toHaveProperty("i18n");
    expect(JSON.stringify(config.collections)).not.toContain('"i18n"');
  });
});

describe("the blank program (content/new-program.yml)", () => {
  const templateFile = "content/new-program.yml";
  const template = existsSync(templateFile)
    ? (parse(readFileSync(templateFile, "utf8")) as unknown)
    : undefined;
  const problems = problemsIn("programs", { file: "new-program.yml", data: template });

  it("is there for volunteers to copy, as the README says", () => {
    expect(
      template,
      `${templateFile} is missing: bring it back with git checkout -- ${templateFile}`,
    ).toBeDefined();
  });

  it("has every field of a program and no other", () => {
    expect(problems.filter((problem) => !/is empty\. Fill it in|is 0 characters long/.test(problem))).toEqual(
      [],
    );
  });

  it("asks for every text to be filled in", () => {
    expect(problems.length).toBeGreaterThan(30);
  });
});
