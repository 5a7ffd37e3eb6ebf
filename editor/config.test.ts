import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { problemsIn } from "#app/content/validate.ts";
import { loadContent } from "#app/content/load.server.ts";
import { sitePages } from "#app/lib/site-map.ts";
import { JSDOM } from "jsdom";
import { editorChoices, editorConfig } from "./config.ts";
import type { EditorField } from "./widgets.ts";
import { literalText } from "./literal-text.ts";
import { pageFieldType } from "./names.ts";

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

  it("names each collection once, as the editor asks before it starts", () => {
    const names = config.collections.map((collection) => collection.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain("pages");
  });

  it("edits the forms, a folder of its own that may be empty, each named by its heading", () => {
    expect(config.collections.find((collection) => collection.name === "forms")).toMatchObject({
      folder: "content/forms",
      create: true,
      identifier_field: "heading",
      summary: "{{heading}}",
    });
  });

  it("lets every button choose one of the forms, by its heading, saved as its file name", () => {
    const home = pages!.files!.find((file) => file.name === "home")!;
    const contactUs = field(home.fields, "getInvolved", "readyBlock", "buttons");
    expect(field(contactUs.fields, "form")).toMatchObject({
      widget: "relation",
      collection: "forms",
      value_field: "{{slug}}",
      search_fields: ["heading"],
      required: false,
    });
  });

  it("saves through pull requests on the configured GitHub repository", () => {
    expect(config).toMatchObject({ backend: { name: "github" }, publish_mode: "editorial_workflow" });
  });

  it("labels every field and explains the dates, with the build's format", () => {
    const page = field(programs!.fields, "page");
    expect(page).toMatchObject({ label: "Program page", widget: "object", required: false });
    const deadline = field(page.fields, "applicationDeadline");
    expect(deadline).toMatchObject({ label: "Application deadline" });
    // The editor refuses what the build refuses: a day that is no day of the calendar too.
    const [pattern = "", format] = deadline.pattern ?? [];
    expect(format).toBe("Write it as year-month-day, such as 2026-07-31.");
    const isDay = (text: string) => new RegExp(pattern).test(text);
    expect(["2026-07-31", "2024-02-29"].map(isDay)).toEqual([true, true]);
    expect(["2026-02-30", "2025-02-29", "31/07/2026", "2026-7-31"].map(isDay)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(field(page.fields, "nextCohortStart").pattern?.[0]).toBe("^\\d{4}-(0[1-9]|1[0-2])$");
  });

  it("uses lists with their limits, numbers and choices where the schema has them", () => {
    expect(field(programs!.fields, "weeks")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(field(programs!.fields, "style")).toMatchObject({ widget: "select", default: "primary" });
    expect(field(programs!.fields, "features")).toMatchObject({ widget: "list", min: 1, max: 6 });
    const home = pages!.files!.find((file) => file.name === "home")!;
    expect(field(home.fields, "hero", "buttons")).toMatchObject({ widget: "list", min: 2, max: 2 });
  });

  it("starts a choice she may leave out on none, or on what the build takes for it", () => {
    const home = pages!.files!.find((file) => file.name === "home")!;
    // Saving a file must not give every figure a currency.
    const currency = field(home.fields, "hero", "statistics", "currency");
    expect(currency).toMatchObject({ widget: "select", required: false });
    expect(currency).not.toHaveProperty("default");
    const page = field(programs!.fields, "page");
    expect(field(page.fields, "application", "provider", "service")).toMatchObject({
      widget: "select",
      default: "web",
    });
  });

  it("counts the characters of a title and a description as she types, within the build's limits", () => {
    const page = field(programs!.fields, "page");
    expect(field(programs!.fields, "title")).toMatchObject({ widget: "string", maxlength: 60 });
    expect(field(programs!.fields, "title").hint).toContain("At most 60 characters");
    expect(field(page.fields, "metaDescription")).toMatchObject({
      widget: "text",
      minlength: 70,
      maxlength: 160,
    });
    expect(field(page.fields, "metaDescription").hint).toContain("70 to 160 characters");
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

  it("are listed by title, and grouped or filtered by where they run, each place by its name", () => {
    const byPlace = [
      { label: "The Gambia", field: "location", eq: "GM" },
      { label: "Online", field: "location", eq: "online" },
    ];
    expect(programsWithPlaces).toMatchObject({
      summary: "{{title}}",
      sortable_fields: { fields: ["title", "order", "location"], default: { field: "title" } },
      view_groups: { groups: byPlace },
      view_filters: { filters: byPlace },
    });
    // Sveltia heads a group of the field's values by the value itself, a code ("GM"): none such.
    const groups = (programsWithPlaces!.view_groups as { groups: Array<Record<string, unknown>> }).groups;
    expect(groups.every((group) => "eq" in group)).toBe(true);
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

  it("saves each translation beside its file, as the build reads it (home.fr.yml beside home.yml), once she turns its language on", () => {
    expect(bilingual.i18n).toEqual({
      structure: "multiple_files",
      locales: ["en", "fr"],
      default_locale: "en",
      omit_default_locale_from_file_path: true,
      initial_locales: "default",
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

/** Every field of every form, each with where it is ("programs: page.buttons"). */
function everyField(collections: typeof config.collections): Array<{ at: string; field: EditorField }> {
  const within = (
    at: string,
    fields: readonly EditorField[] = [],
  ): Array<{ at: string; field: EditorField }> =>
    fields.flatMap((field) => {
      const here = `${at}${at.endsWith(": ") ? "" : "."}${field.name}`;
      return [
        { at: here, field },
        ...within(here, field.fields),
        ...within(here, field.field ? [field.field] : []),
      ];
    });
  return collections.flatMap((collection) => [
    ...within(`${collection.name}: `, collection.fields),
    ...(collection.files ?? []).flatMap((file) => within(`${file.name}: `, file.fields)),
  ]);
}

describe("what a form marks before she saves", () => {
  const bilingual = editorConfig({
    siteUrl: "https://example.org",
    languages: { own: "en", translations: ["fr"] },
  });
  // Sveltia marks a field required unless `required` is false, or a list of languages without this one.
  const requiredIn = (field: EditorField, language: string) =>
    Array.isArray(field.required) ? field.required.includes(language) : field.required !== false;

  it.each([
    ["one language", config],
    ["two languages", bilingual],
  ])("marks every list that needs items as required, in %s, as it marks a text", (_, { collections }) => {
    const lists = everyField(collections).filter(
      ({ field }) => field.widget === "list" && (field.min ?? 0) > 0,
    );
    expect(lists.map(({ at }) => at)).toContain("programs: features");
    // A question's options are for its choices alone: a file leaves them out for a line of text.
    expect(lists.filter(({ field }) => !requiredIn(field, "en")).map(({ at }) => at)).toEqual([
      "programs: page.application.questions.options",
      "forms: questions.options",
    ]);
  });
});

describe("the hints and descriptions, as the editor shows them", () => {
  // Sveltia reads them as Markdown, then lets some HTML through: they must hold no character that
  // either reads as markup, and show their words once character references are read.
  const markup = /[\\`*_~[\]<>]|&(?!#\d+;)/;
  const shown = (html: string) => JSDOM.fragment(html).textContent;
  const texts = everyField(config.collections)
    .flatMap(({ at, field }) => (field.hint ? [{ at, text: field.hint }] : []))
    .concat(
      config.collections.flatMap(({ name, description }) =>
        description ? [{ at: name, text: String(description) }] : [],
      ),
    );

  it("hold no markup, each of them", () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(({ text }) => markup.test(text))).toEqual([]);
  });

  it("shows an address with a placeholder as written: /programs/<name>/apply/", () => {
    const application = texts.find(({ at }) => at === "programs: page.application");
    expect(shown(application!.text)).toContain("a form of its own at /programs/<name>/apply/");
  });

  it("writes each character Markdown or HTML would read as one they show as it is", () => {
    const written = "a\\nb <name> *stars* _under_ [a](b) `code` ~x~ & c";
    expect(literalText(written)).not.toMatch(markup);
    expect(shown(literalText(written))).toBe(written);
  });
});

describe("the blank program (content/new-program.yml)", () => {
  const templateFile = "content/new-program.yml";
  const template = existsSync(templateFile)
    ? (parse(readFileSync(templateFile, "utf8")) as unknown)
    : undefined;
  const problems = problemsIn("programs", { file: "new-program.yml", data: template });

  it("is there for volunteers to copy, as the staff guide says", () => {
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

describe("a button's page in the editor", () => {
  it("is chosen among the pages the content makes, by the name the staff know them by", () => {
    const content = loadContent("tests/fixtures/full-content");
    const choices = editorChoices(
      content.site.countriesServed,
      content.allPrograms.online,
      sitePages(content),
    );
    expect(choices.pages).toContainEqual({ label: "Home page", value: "/" });
    expect(choices.pages).toContainEqual({
      label: "Application form of “Digital Bridge Gambia”",
      value: "/programs/digital-bridge-gambia/apply/",
    });
    // A thank-you page is reached by sending its form, never by a button.
    expect(choices.pages?.map((page) => page.value)).not.toContain(
      "/programs/digital-bridge-gambia/apply/thanks/",
    );
    const home = editorConfig({ siteUrl: "https://example.org", choices }).collections[0]?.files?.find(
      (file) => file.name === "home",
    );
    const heroButton = field(home?.fields, "hero", "buttons");
    expect(field(heroButton.fields, "page")).toMatchObject({ widget: pageFieldType, options: choices.pages });
    expect(field(heroButton.fields, "link").hint).not.toContain("/programs/");
  });
});

describe("an event's time zone in the editor", () => {
  it("is chosen among the zones of the site's countries, each named by its country", () => {
    const countries = [
      { name: "The Gambia", code: "GM" },
      { name: "Nigeria", code: "NG" },
    ];
    const choices = editorChoices(countries, "Online");
    expect(choices.timeZones).toEqual([
      { label: "Africa/Banjul (The Gambia)", value: "Africa/Banjul" },
      { label: "Africa/Lagos (Nigeria)", value: "Africa/Lagos" },
    ]);
    const events = editorConfig({ siteUrl: "https://example.org", choices }).collections.find(
      (collection) => collection.name === "events",
    );
    expect(field(events?.fields, "timeZone")).toMatchObject({ widget: "select", options: choices.timeZones });
    // A chart's figure may be 12.5; a length in weeks is whole.
    const reports = editorConfig({ siteUrl: "https://example.org" }).collections.find(
      (collection) => collection.name === "reports",
    );
    expect(field(reports?.fields, "charts", "bars", "value")).toMatchObject({ value_type: "float" });
  });
});
