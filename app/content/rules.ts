// The rules across files, and the warnings that depend on the day: the content check's, kept
// together. A rule about one file is a refinement of its schema (app/schema/).
import { isRealDate } from "#app/schema/dates.ts";
import type * as z from "zod";
import { fieldMeta, valueAt, type ContentIssue } from "#app/schema/field-path.ts";
import { isFolderKind, type Registry } from "#app/schema/registry.ts";
import { slugPattern } from "#app/schema/fields.ts";
import { allIssues, slugOf, type RawContent, type RawFile } from "./raw-files.ts";

interface KindRules {
  /** What is worth saying of a file on a given day, without stopping the build. */
  warnings?: (file: RawFile, today: string) => ContentIssue[];
  /** What one file's content makes wrong in another's. */
  acrossFiles?: (content: RawContent, kinds: Registry) => Map<RawFile, ContentIssue[]>;
}

/** By the registry's name (app/schema/registry.ts); a kind with none has no entry. */
export const contentRules: Record<string, KindRules> = {
  home: { acrossFiles: (content) => countriesCounted(content.home as RawFile, content.site as RawFile) },
  // A form's and a page's names, both at the top of the addresses: checked once, for both kinds.
  forms: { acrossFiles: topNames },
  site: { acrossFiles: pagesWords },
  reports: { acrossFiles: (content) => uniqueYears([content.reports ?? []].flat()) },
  programs: {
    warnings: applicationsClosed,
    acrossFiles: (content) =>
      allIssues(
        uniqueTitles(content.programs as RawFile[]),
        knownPlaces(content.programs as RawFile[], content.site as RawFile),
        pagedProgramsName(content.programs as RawFile[]),
      ),
  },
};

export function applicationsClosed(program: RawFile, today: string): ContentIssue[] {
  const deadline = valueAt(program.data, ["page", "applicationDeadline"]);
  if (typeof deadline !== "string" || !isRealDate(deadline.trim()) || deadline.trim() >= today) return [];
  return [
    {
      code: "custom",
      rule: "applicationsClosed",
      path: ["page", "applicationDeadline"],
      deadline: deadline.trim(),
    },
  ];
}

/** Two programs of one name would be two cards, links and pages no visitor could tell apart. */
export function uniqueTitles(programs: readonly RawFile[]): Map<RawFile, ContentIssue[]> {
  const issues = new Map<RawFile, ContentIssue[]>();
  const fileByTitle = new Map<string, string>();
  for (const program of programs) {
    const title = valueAt(program.data, ["title"]);
    if (typeof title !== "string" || !title.trim()) continue;
    const key = title.trim().toLocaleLowerCase();
    const earlier = fileByTitle.get(key);
    if (!earlier) {
      fileByTitle.set(key, program.file);
      continue;
    }
    // Two files of one name (x.yml and x.yaml) are said once, as one address.
    if (slugOf(earlier) === slugOf(program.file)) continue;
    issues.set(program, [
      {
        code: "custom",
        rule: "uniqueTitle",
        path: ["title"],
        message: `"${title.trim()}" is the title of ${earlier} too. Give each program its own title.`,
      },
    ]);
  }
  return issues;
}

/** Each program runs in one of the site's countries, or online. */
export function knownPlaces(programs: readonly RawFile[], site: RawFile): Map<RawFile, ContentIssue[]> {
  const countries = valueAt(site.data, ["countriesServed"]);
  if (!Array.isArray(countries)) return new Map();
  const codes = countries.map((country: unknown) => valueAt(country, ["code"]));
  const issues = new Map<RawFile, ContentIssue[]>();
  for (const program of programs) {
    const location = valueAt(program.data, ["location"]);
    if (typeof location !== "string" || location === "online" || !/^[A-Z]{2}$/.test(location)) continue;
    if (codes.includes(location)) continue;
    issues.set(program, [
      {
        code: "custom",
        rule: "knownPlace",
        path: ["location"],
        message: `"${location}" is not among the countries in ${site.file} (Countries served). Add the country there, or write the code of one listed, or "online".`,
      },
    ]);
  }
  return issues;
}

export function countriesCounted(home: RawFile, site: RawFile): Map<RawFile, ContentIssue[]> {
  const countries = valueAt(site.data, ["countriesServed"]);
  const issues: ContentIssue[] = [];
  if (!Array.isArray(countries)) return new Map();
  for (const section of ["hero", "mission"]) {
    const statistics = valueAt(home.data, [section, "statistics"]);
    if (!Array.isArray(statistics)) continue;
    statistics.forEach((statistic: unknown, index) => {
      const label = valueAt(statistic, ["label"]);
      const value = valueAt(statistic, ["value"]);
      if (typeof label !== "string" || !/countr/i.test(label)) return;
      if (String(value).trim() === String(countries.length)) return;
      issues.push({
        code: "custom",
        rule: "countriesCounted",
        path: [section, "statistics", index, "value"],
        message: `says ${String(value)}, but ${site.file} lists ${countries.length} countries under Countries served. Make them agree.`,
      });
    });
  }
  return new Map([[home, issues]]);
}

export function fileNameProblem(file: string, slug: string, itemLabel: string): string | undefined {
  if (slugPattern.test(slug) && file.endsWith(".yml")) return undefined;
  if (slugPattern.test(slug)) {
    return `${file}: ${itemLabel} files end in .yml, the ending the editor reads. Rename it to ${slug}.yml.`;
  }
  const suggestion = slug
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${file}: The file name becomes the page's address, so it must be lowercase words joined by hyphens. Rename it to ${suggestion || `the-${itemLabel.toLowerCase()}-name`}.yml.`;
}

/**
 * The names at the top of the site's addresses that its own pages and files take: a form at
 * /programs/ or /admin/ would hide them. Held against every build's folders by the build tests.
 */
export const takenAddresses = [
  "programs",
  "stories",
  "events",
  "impact",
  "feeds",
  "calendar",
  "admin",
  "assets",
  "images",
  "og",
  "files",
  "404",
];

/**
 * A form and a page the staff write are at /<their file name>/: a name the site takes already,
 * a language's code, or a name the other kind has already, cannot be one.
 */
export function topNames(content: RawContent): Map<RawFile, ContentIssue[]> {
  const site = content.site as RawFile | undefined;
  const translations = valueAt(site?.data, ["translations"]);
  const codes = Array.isArray(translations) ? translations.map(String) : [];
  const forms = [content.forms ?? []].flat();
  const pages = [content.pages ?? []].flat();
  const formNames = forms.map((form) => slugOf(form.file));
  const issues = new Map<RawFile, ContentIssue[]>();
  for (const [file, what] of [
    ...forms.map((form) => [form, "a form"] as const),
    ...pages.map((page) => [page, "a page"] as const),
  ]) {
    const name = slugOf(file.file);
    const why = takenAddresses.includes(name)
      ? "an address the site's own pages and files use"
      : codes.includes(name)
        ? `the address of the site's pages in the language "${name}"`
        : what === "a page" && formNames.includes(name)
          ? `the address of the form content/forms/${name}.yml`
          : undefined;
    if (!why) continue;
    issues.set(file, [
      {
        code: "custom",
        rule: "takenAddress",
        path: [],
        message: `makes ${what} at /${name}/, ${why}. Rename the file, e.g. to ${name}-${what === "a form" ? "form" : "page"}.yml.`,
      },
    ]);
  }
  return issues;
}

/**
 * The page of all programs goes on at /programs/page/2/ when it grows long: a program named
 * "page" would have its form at one of its addresses.
 */
export function pagedProgramsName(programs: readonly RawFile[]): Map<RawFile, ContentIssue[]> {
  const named = programs.filter((program) => slugOf(program.file) === "page");
  return new Map(
    named.map((program) => [
      program,
      [
        {
          code: "custom",
          rule: "takenAddress",
          path: [],
          message:
            "makes a program at /programs/page/, where the page of all programs goes on when it grows long. Rename the file, e.g. to page-program.yml.",
        },
      ],
    ]),
  );
}

/** Two reports of one year would be one address. */
export function uniqueYears(reports: readonly RawFile[]): Map<RawFile, ContentIssue[]> {
  const issues = new Map<RawFile, ContentIssue[]>();
  const fileByYear = new Map<number, string>();
  for (const report of reports) {
    const year = valueAt(report.data, ["year"]);
    if (typeof year !== "number") continue;
    const earlier = fileByYear.get(year);
    if (earlier) {
      issues.set(report, [
        {
          code: "custom",
          rule: "uniqueYear",
          path: ["year"],
          message: `is ${year}, the year of ${earlier} too: each year has one report. Change the year, or remove one.`,
        },
      ]);
    } else fileByYear.set(year, report.file);
  }
  return issues;
}

/**
 * The words of a kind's pages, a group of Site settings (its `wordsOf`: the stories', the
 * events'), are asked for once the content has one of that kind.
 */
export function pagesWords(content: RawContent, kinds: Registry): Map<RawFile, ContentIssue[]> {
  const site = content.site as RawFile | undefined;
  const settings = kinds.site;
  if (!site || !settings) return new Map();
  const issues: ContentIssue[] = [];
  for (const [group, field] of Object.entries(settings.schema.shape)) {
    const kind = fieldMeta(field as z.ZodType).wordsOf;
    const of = kind ? kinds[kind] : undefined;
    const [first] = [content[kind ?? ""] ?? []].flat();
    if (!of || !isFolderKind(of) || !first || valueAt(site.data, [group]) !== undefined) continue;
    const one = of.itemLabel.toLowerCase();
    issues.push({
      code: "custom",
      rule: "pagesWords",
      path: [group],
      message: `is missing, but there is ${/^[aeiou]/.test(one) ? "an" : "a"} ${one} (${first.file}): fill in the words of its pages here.`,
    });
  }
  return new Map(issues.length ? [[site, issues]] : []);
}
