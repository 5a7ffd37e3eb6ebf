import { isRealDate, isRealMonth } from "./dates.ts";
import type { ContentIssue } from "./messages.ts";
import { valueAt } from "./field-path.ts";

export interface RawFile {
  /** e.g. "content/programs/digital-bridge-gambia.yml" */
  file: string;
  data: unknown;
}

const slugPattern = /^[a-z0-9]+([-_][a-z0-9]+)*$/;

export function deadlineBeforeStart(program: RawFile): ContentIssue[] {
  const deadline = valueAt(program.data, ["page", "applicationDeadline"]);
  const start = valueAt(program.data, ["page", "nextCohortStart"]);
  if (typeof deadline !== "string" || typeof start !== "string") return [];
  if (!isRealDate(deadline.trim()) || !isRealMonth(start.trim())) return [];
  if (deadline.trim() < `${start.trim()}-01`) return [];
  return [
    {
      code: "custom",
      rule: "deadlineBeforeStart",
      path: ["page", "applicationDeadline"],
      deadline: deadline.trim(),
      start: start.trim(),
    },
  ];
}

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

export function uniquePositions(programs: readonly RawFile[]): Map<RawFile, ContentIssue[]> {
  const issues = new Map<RawFile, ContentIssue[]>();
  programs.forEach((program, index) => {
    const order = valueAt(program.data, ["order"]);
    const earlier = programs.slice(0, index).find((other) => valueAt(other.data, ["order"]) === order);
    if (order === undefined || !earlier) return;
    issues.set(program, [
      {
        code: "custom",
        rule: "uniquePosition",
        path: ["order"],
        message: `is ${String(order)}, the same as in ${earlier.file}. Give each program its own position.`,
      },
    ]);
  });
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
