// The rules across the files of stories, events and reports: what they name exists, each once,
// each year has one report, and their pages' words are there once the first comes.
import { valueAt, type ContentIssue, type PathStep } from "#app/schema/field-path.ts";
import { slugPattern } from "#app/schema/fields.ts";
import { slugOf, type RawContent, type RawFile } from "./raw-files.ts";

const folderOf = { program: "programs", story: "stories" } as const;

/**
 * The program or story a field names (or each a list names) is one of the site's: it may have
 * been renamed or removed since.
 */
export function knownNames(
  file: RawFile,
  at: PathStep[],
  named: RawFile | RawFile[] | undefined,
  kind: keyof typeof folderOf,
): Map<RawFile, ContentIssue[]> {
  const value = valueAt(file.data, at);
  const names = [named ?? []].flat().map((other) => slugOf(other.file));
  const written = Array.isArray(value)
    ? value.map((name, index) => ({ name, path: [...at, index] }))
    : [{ name: value, path: at }];
  const issues: ContentIssue[] = [];
  const seen = new Set<string>();
  for (const { name, path } of written) {
    if (typeof name !== "string" || !slugPattern.test(name.trim())) continue;
    if (seen.has(name.trim())) {
      issues.push({
        code: "custom",
        rule: "namedOnce",
        path,
        message: `"${name.trim()}" is listed twice. Remove one.`,
      });
      continue;
    }
    seen.add(name.trim());
    if (names.includes(name.trim())) continue;
    issues.push({
      code: "custom",
      rule: "knownName",
      path,
      message: `"${name.trim()}" is not one of the site's ${folderOf[kind]}: there is no content/${folderOf[kind]}/${name.trim()}.yml. Choose one${names[0] ? `, such as ${names[0]}` : ""}, or ${Array.isArray(value) ? "remove it" : "empty it"}.`,
    });
  }
  return new Map(issues.length ? [[file, issues]] : []);
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

/** The words of the stories' and events' pages are asked for once the site has one. */
export function newsWords(content: RawContent): Map<RawFile, ContentIssue[]> {
  const site = content.site as RawFile | undefined;
  if (!site) return new Map();
  const groups = [
    { group: "stories", kind: "stories", one: "a story" },
    { group: "events", kind: "events", one: "an event" },
    { group: "reports", kind: "reports", one: "a report" },
  ];
  const issues: ContentIssue[] = [];
  for (const { group, kind, one } of groups) {
    const files = [content[kind] ?? []].flat();
    const [first] = files;
    if (!first || valueAt(site.data, [group]) !== undefined) continue;
    issues.push({
      code: "custom",
      rule: "newsWords",
      path: [group],
      message: `is missing, but there is ${one} (${first.file}): fill in the words of its pages here.`,
    });
  }
  return new Map(issues.length ? [[site, issues]] : []);
}
