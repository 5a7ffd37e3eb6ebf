import * as z from "zod";
import { isRealDate, isRealMonth } from "./dates.ts";

declare module "zod" {
  interface GlobalMeta {
    label?: string;
    hint?: string;
    /** For lists: what one item is called, e.g. "Testimonial". */
    itemLabel?: string;
    multiline?: boolean;
    mayBeEmpty?: boolean;
    choiceLabels?: Record<string, string>;
    /** What a valid value looks like, said to whoever wrote something else. */
    format?: string;
    kind?: "date" | "month";
  }
}

type FieldMeta = z.GlobalMeta;

export function text(label: string, hint?: string) {
  return z.string().trim().min(1).meta({ label, hint });
}

export function paragraph(label: string, hint?: string) {
  return z.string().trim().min(1).meta({ label, hint, multiline: true });
}

export function wholeNumber(label: string, hint: string, { min = 1, max = 9999 } = {}) {
  return z.number().int().min(min).max(max).meta({ label, hint });
}

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

export function calendar(kind: "date" | "month", label: string, hint: string) {
  const { pattern, isReal, format } = calendarForms[kind];
  return z.string().trim().regex(pattern, { abort: true }).refine(isReal).meta({ label, hint, kind, format });
}

export function patterned(pattern: RegExp, meta: FieldMeta & { format: string }) {
  return z.string().trim().regex(pattern).meta(meta);
}

export function linkTarget(label: string, hint: string) {
  return patterned(/^(#|\/\S*|https:\/\/\S+)$/, {
    label,
    hint,
    format: 'Write "#", a path on this site such as /programs/, or an address starting with https://.',
  });
}

export function searchDescription() {
  return z.string().trim().min(70).max(160).meta({
    label: "Description for search engines",
    hint: "One line shown in search results and link previews, 70 to 160 characters.",
    multiline: true,
  });
}

export const statistic = z
  .object({
    value: text("Figure", 'As it is shown, e.g. "500+", "85%" or "$85K".'),
    label: text("Label", 'What the figure counts, e.g. "Women trained".'),
  })
  .strict();

export function buttonLabels(label: string, hint: string, count: number) {
  return list(text("Button"), { label, hint, itemLabel: "Button" }, { exactly: count });
}

export function section<const Shape extends z.ZodRawShape>(label: string, shape: Shape, hint?: string) {
  return z
    .object({ heading: text("Heading"), ...shape })
    .strict()
    .meta({ label, hint });
}
