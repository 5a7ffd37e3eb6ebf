// The building blocks of the content schema. Every field carries the label and hint a
// volunteer sees in the editor and in the build's error messages.
import * as z from "zod";
import { isRealDate, isRealMonth } from "./dates.ts";

declare module "zod" {
  interface GlobalMeta {
    /** The field's name as an editor would say it, e.g. "Application deadline". */
    label?: string;
    /** One line of help under the field, e.g. "The last day to apply." */
    hint?: string;
    /** For lists: what one item is called, e.g. "Testimonial". */
    itemLabel?: string;
    multiline?: boolean;
    /** A field the editor shows but that may be left empty. */
    mayBeEmpty?: boolean;
    /** For select fields: the words shown for each value. */
    choiceLabels?: Record<string, string>;
    /** What a valid value looks like, said to whoever wrote something else. */
    format?: string;
    kind?: "date" | "month";
  }
}

type FieldMeta = z.GlobalMeta;

/** A field of one line of text that must not be empty. */
export function text(label: string, hint?: string) {
  return z.string().trim().min(1).meta({ label, hint });
}

/** A field of one or more sentences that must not be empty. */
export function paragraph(label: string, hint?: string) {
  return z.string().trim().min(1).meta({ label, hint, multiline: true });
}

/** A whole number, e.g. a year or a number of weeks. */
export function wholeNumber(label: string, hint: string, { min = 1, max = 9999 } = {}) {
  return z.number().int().min(min).max(max).meta({ label, hint });
}

/** A list of items of one kind, with as many items as the page has room for. */
export function list<Item extends z.ZodType>(
  item: Item,
  meta: FieldMeta,
  { min = 1, max, exactly }: { min?: number; max?: number; exactly?: number } = {},
) {
  let schema = z.array(item);
  if (exactly !== undefined) schema = schema.length(exactly);
  else {
    schema = schema.min(min);
    if (max !== undefined) schema = schema.max(max);
  }
  return schema.meta(meta);
}

/** One of a fixed set of values, shown in the editor as a drop-down. */
export function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  label: string,
  hint: string,
  choiceLabels?: Record<Values[number], string>,
) {
  return z.enum(values).meta({ label, hint, choiceLabels });
}

const calendarForms = {
  date: {
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    isReal: isRealDate,
    format: "Write it as year-month-day, such as 2026-07-31.",
  },
  month: {
    pattern: /^\d{4}-(0[1-9]|1[0-2])$/,
    isReal: isRealMonth,
    format: "Write it as year-month, such as 2026-09.",
  },
};

/** A calendar day written YYYY-MM-DD (2023-12-15), or a month written YYYY-MM (2024-01). */
export function calendar(kind: "date" | "month", label: string, hint: string) {
  const { pattern, isReal, format } = calendarForms[kind];
  return z.string().trim().regex(pattern, { abort: true }).refine(isReal).meta({ label, hint, kind, format });
}

/** Text of a given form, e.g. an email address; `format` tells a volunteer what to write. */
export function patterned(pattern: RegExp, meta: FieldMeta & { format: string }) {
  return z.string().trim().regex(pattern).meta(meta);
}

/** Where a link leads: "#" (nowhere yet), a path on this site, or an https:// address. */
export function linkTarget(label: string, hint: string) {
  return patterned(/^(#|\/\S*|https:\/\/\S+)$/, {
    label,
    hint,
    format: 'Write "#", a path on this site such as /programs/, or an address starting with https://.',
  });
}

/** The line search engines and link previews show under the title. */
export function searchDescription() {
  return z.string().trim().min(70).max(160).meta({
    label: "Description for search engines",
    hint: "One line shown in search results and link previews, 70 to 160 characters.",
    multiline: true,
  });
}

/** A figure shown large with a short label under it, e.g. "500+" / "Women trained". */
export const statistic = z
  .object({
    value: text("Figure", 'As it is shown, e.g. "500+", "85%" or "$85K".'),
    label: text("Label", 'What the figure counts, e.g. "Women trained".'),
  })
  .strict();

/** Labels of buttons that do nothing yet (they become links when pages exist for them). */
export function buttonLabels(label: string, hint: string, count: number) {
  return list(text("Button"), { label, hint, itemLabel: "Button" }, { exactly: count });
}

/** A section of a page: its heading first, then what it holds. */
export function section<const Shape extends z.ZodRawShape>(label: string, shape: Shape, hint?: string) {
  return z
    .object({ heading: text("Heading"), ...shape })
    .strict()
    .meta({ label, hint });
}
