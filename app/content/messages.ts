import type * as z from "zod";
import { formatDate, formatMonth, suggestIsoDate, suggestIsoMonth } from "#app/schema/dates.ts";
import {
  childSchema,
  describePath,
  fieldMeta,
  valueAt,
  type ContentIssue,
  type PathStep,
} from "#app/schema/field-path.ts";

export function describeIssue(file: string, schema: z.ZodType, data: unknown, issue: ContentIssue): string[] {
  const where = describePath(schema, data, issue.path);
  if (issue.code === "unrecognized_keys") {
    return (issue.keys as string[]).map(
      (key) =>
        `${file}: ${where ? `${where} has` : "The file has"} a field "${key}" that the site does not use. Check its spelling, or remove it.`,
    );
  }
  const field = fieldAt(schema, issue.path);
  return [`${file}: ${sentence(issue, where, field, valueAt(data, issue.path))}`];
}

function fieldAt(schema: z.ZodType, path: readonly PathStep[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const step of path) current = childSchema(current, step);
  return current;
}

function sentence(issue: ContentIssue, where: string, field: z.ZodType | undefined, value: unknown): string {
  const meta = fieldMeta(field);
  const subject = where || "The file";
  switch (issue.code) {
    case "invalid_type":
      return wrongType(subject, issue.expected as string, value, meta.hint);
    case "too_small":
    case "too_big":
      return wrongSize(issue, subject, value, meta.hint);
    case "invalid_value":
      if (value === undefined) return missingField(subject, meta.hint);
      return `${subject} "${String(value)}" is not one of the choices. Write one of: ${choices(issue.values as unknown[], meta.choiceLabels)}.`;
    case "invalid_format":
      if (typeof value === "string" && !value.trim()) return emptyField(subject, meta.hint);
      if (meta.kind === "date" || meta.kind === "month")
        return notCalendar(subject, String(value), meta.kind, meta.format);
      return `${subject} "${String(value)}" is not in the right form. ${meta.format ?? ""}`.trim();
    case "custom":
      return custom(issue, subject, value, meta);
    default:
      return `${subject} is not right (${issue.code}).`;
  }
}

function wrongType(subject: string, expected: string, value: unknown, hint: string | undefined): string {
  if (value === undefined) return missingField(subject, hint);
  if (value === null || value === "") return emptyField(subject, hint);
  switch (expected) {
    case "string":
      return typeof value === "number" || typeof value === "boolean"
        ? `${subject} should be text: put it in quotes, "${String(value)}".`
        : `${subject} should be a line of text.`;
    case "number":
    case "int":
      if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) {
        return `${subject} is a number, so write it without quotes: ${value.trim()}.`;
      }
      return `${subject} "${String(value)}" is not a whole number. Write digits only, such as 10.`;
    case "array":
      return `${subject} should be a list: one item per line, each starting with "- ".`;
    case "object":
      return `${subject} should be a group of fields, written on the lines below it and indented.`;
    default:
      return `${subject} should be ${expected}.`;
  }
}

function wrongSize(issue: ContentIssue, subject: string, value: unknown, hint: string | undefined): string {
  const tooSmall = issue.code === "too_small";
  const limit = Number(tooSmall ? issue.minimum : issue.maximum);
  if (issue.origin === "string") {
    const length = typeof value === "string" ? value.trim().length : 0;
    if (tooSmall && limit === 1) return emptyField(subject, hint);
    return `${subject} is ${length} characters long; write ${tooSmall ? "at least" : "at most"} ${limit}.`;
  }
  if (issue.origin === "array") {
    const count = Array.isArray(value) ? value.length : 0;
    const need = issue.exact ? "exactly" : tooSmall ? "at least" : "at most";
    return `${subject} has ${count} ${count === 1 ? "item" : "items"}; it needs ${need} ${limit}.`;
  }
  return `${subject} is ${String(value)}; it must be ${tooSmall ? "at least" : "at most"} ${limit}.`;
}

function custom(issue: ContentIssue, subject: string, value: unknown, meta: z.GlobalMeta): string {
  if (issue.rule === "deadlineBeforeStart") {
    const [deadline, start] = [String(issue.deadline), String(issue.start)];
    return `${subject} "${deadline}" (${formatDate(deadline)}) must come before the next cohort starts, "${start}" (${formatMonth(start)}). Move the deadline earlier or the start later.`;
  }
  if (issue.rule === "applicationsClosed") {
    const deadline = String(issue.deadline);
    return `${subject}: applications closed on ${deadline} (${formatDate(deadline)}). Set the next cohort's dates.`;
  }
  if (typeof issue.message === "string" && issue.rule) return `${subject} ${issue.message}`;
  const written = String(value);
  if (!written.trim()) return emptyField(subject, meta.hint);
  if (meta.kind === "date" || meta.kind === "month")
    return notCalendar(subject, written, meta.kind, meta.format);
  if (meta.format) return `${subject} "${written}" is not in the right form. ${meta.format}`;
  return `${subject} "${written}" is not right.`;
}

function notCalendar(subject: string, written: string, kind: "date" | "month", format = ""): string {
  const suggestion = kind === "date" ? suggestIsoDate(written) : suggestIsoMonth(written);
  const what = kind === "date" ? "a date" : "a month";
  return `${subject} "${written}" is not ${what}. ${suggestion ? `Write it as ${suggestion}.` : format}`;
}

function missingField(subject: string, hint: string | undefined): string {
  return `${subject} is missing. Add it${hint ? `: ${lowerFirst(hint)}` : "."}`;
}

function choices(values: readonly unknown[], labels: Record<string, string> | undefined): string {
  return values
    .map((value) => {
      const label = labels?.[String(value)];
      return label && label.toLowerCase() !== String(value) ? `${String(value)} (${label})` : String(value);
    })
    .join(", ");
}

function emptyField(subject: string, hint: string | undefined): string {
  return `${subject} is empty. Fill it in${hint ? `: ${lowerFirst(hint)}` : "."}`;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
