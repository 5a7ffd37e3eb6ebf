// Checks on the content that the typecheck cannot make: empty text, duplicate slugs,
// dates that do not exist, curriculum blocks without their four topics. Each problem
// names the file and the field, for the volunteer who edits it.
import type { Program, Site } from "../content/types.ts";
import { parseIsoDate } from "./dates.ts";
import { programPath } from "./program-paths.ts";

export const topicsPerBlock = 4;

export function checkPrograms(programs: readonly Program[], file = "app/content/programs.ts"): string[] {
  const problems: string[] = [];
  const report = (field: string, message: string) => problems.push(`${file}: ${field} ${message}`);
  const seenSlugs = new Set<string>();
  programs.forEach((program, index) => {
    const at = `programs[${index}]`;
    requireText(program, ["slug", "title", "duration", "level", "description"], at, report);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(program.slug ?? "")) {
      report(`${at}.slug`, `must be lowercase words joined by hyphens, got "${program.slug}"`);
    }
    if (seenSlugs.has(program.slug)) report(`${at}.slug`, `"${program.slug}" is used by another program`);
    seenSlugs.add(program.slug);
    if (!program.features?.length) report(`${at}.features`, "must list at least one feature");
    if (!program.action?.label?.trim()) report(`${at}.action.label`, "must not be empty");
    const href = program.action?.href;
    if (href && (href !== programPath(program.slug) || !program.detail)) {
      report(
        `${at}.action.href`,
        program.detail
          ? `must be "${programPath(program.slug)}", the program's own page, got "${href}"`
          : `points to "${href}", but this program has no page: add a detail entry or remove the href`,
      );
    }
    if (program.detail) checkDetail(program.detail, `${at}.detail`, report);
  });
  return problems;
}

function checkDetail(detail: NonNullable<Program["detail"]>, at: string, report: Report) {
  requireText(detail, ["badge", "summary", "metaDescription"], at, report);
  if (!parseIsoDate(detail.applicationDeadline ?? "")) {
    report(
      `${at}.applicationDeadline`,
      `must be a real date written YYYY-MM-DD, got "${detail.applicationDeadline}"`,
    );
  }
  if (!parseIsoDate(`${detail.nextCohortStart}-01`)) {
    report(`${at}.nextCohortStart`, `must be a real month written YYYY-MM, got "${detail.nextCohortStart}"`);
  }
  const deadline = parseIsoDate(detail.applicationDeadline ?? "");
  const start = parseIsoDate(`${detail.nextCohortStart}-01`);
  if (deadline && start && deadline >= start) {
    report(`${at}.applicationDeadline`, "must fall before the month in nextCohortStart");
  }
  const length = detail.metaDescription?.length ?? 0;
  if (length < 70 || length > 160)
    report(`${at}.metaDescription`, `must be 70 to 160 characters, has ${length}`);
  if (!detail.curriculum?.length) report(`${at}.curriculum`, "must have at least one block");
  detail.curriculum?.forEach((block, index) => {
    requireText(block, ["weekRange", "title"], `${at}.curriculum[${index}]`, report);
    if (block.topics?.length !== topicsPerBlock) {
      report(
        `${at}.curriculum[${index}].topics`,
        `must have ${topicsPerBlock} topics, has ${block.topics?.length ?? 0}`,
      );
    }
    block.topics?.forEach((topic, topicIndex) => {
      if (!topic.trim()) report(`${at}.curriculum[${index}].topics[${topicIndex}]`, "must not be empty");
    });
  });
  detail.testimonials?.forEach((testimonial, index) =>
    requireText(testimonial, ["name", "location", "quote", "role"], `${at}.testimonials[${index}]`, report),
  );
  detail.highlights?.forEach((highlight, index) =>
    requireText(highlight, ["title", "description"], `${at}.highlights[${index}]`, report),
  );
  detail.statistics?.forEach((statistic, index) =>
    requireText(statistic, ["value", "label"], `${at}.statistics[${index}]`, report),
  );
}

export function checkSite(site: Site, file = "app/content/site.ts"): string[] {
  const problems: string[] = [];
  const report = (field: string, message: string) => problems.push(`${file}: ${field} ${message}`);
  requireText(site, ["name", "shortName", "description", "siteUrl", "language"], "site", report);
  if (!/^https:\/\/[^/]+$/.test(site.siteUrl ?? "")) {
    report("site.siteUrl", `must be https://host with no path or trailing slash, got "${site.siteUrl}"`);
  }
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(site.contact?.email ?? "")) {
    report("site.contact.email", `must be an email address, got "${site.contact?.email}"`);
  }
  const provider = site.footer?.newsletter?.providerUrl ?? "";
  if (provider && !provider.startsWith("https://")) {
    report("site.footer.newsletter.providerUrl", `must be empty or an https:// address, got "${provider}"`);
  }
  return problems;
}

type Report = (field: string, message: string) => void;

function requireText<T extends object>(
  record: T,
  fields: Array<keyof T & string>,
  at: string,
  report: Report,
) {
  for (const field of fields) {
    const value = record[field];
    if (typeof value !== "string" || !value.trim()) report(`${at}.${field}`, "is missing or empty");
  }
}

/**
 * Every empty text anywhere in a content object, by field, e.g. "home.hero.text". Fields
 * listed in `mayBeEmpty` are left alone (an unset newsletter provider, say).
 */
export function checkNoEmptyText(
  value: unknown,
  file: string,
  at: string,
  mayBeEmpty: string[] = [],
): string[] {
  if (typeof value === "string") {
    return value.trim() || mayBeEmpty.includes(at) ? [] : [`${file}: ${at} is empty`];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => checkNoEmptyText(item, file, `${at}[${index}]`, mayBeEmpty));
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      checkNoEmptyText(item, file, `${at}.${key}`, mayBeEmpty),
    );
  }
  return [];
}
