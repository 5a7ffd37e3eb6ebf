// The editor's forms (Decap CMS fields), generated from the content schema: the same
// labels, hints and rules the build checks, so the two can never disagree.
import * as z from "zod";
import { fieldMeta, unwrap } from "./field-path.ts";

/** A Decap CMS field, as written in its config.yml. */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  fields?: EditorField[];
  field?: EditorField;
  options?: Array<{ label: string; value: string }>;
  min?: number;
  max?: number;
  value_type?: "int";
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  allow_add?: boolean;
  [setting: string]: unknown;
}

/**
 * Decap checks the required fields inside an optional group even when the group is left
 * blank (a program without a page). Inside one, fields are optional to Decap, and the
 * site's own check before saving (editor/checks.ts) asks for them once the group is used.
 */
interface Context {
  insideOptionalGroup: boolean;
}

/** The fields of an object schema, one per key, in the schema's order. */
export function editorFields(
  schema: z.ZodObject,
  context: Context = { insideOptionalGroup: false },
): EditorField[] {
  return Object.entries(schema.shape).map(([name, field]) => editorField(name, field as z.ZodType, context));
}

function editorField(
  name: string,
  schema: z.ZodType,
  context: Context = { insideOptionalGroup: false },
): EditorField {
  const meta = fieldMeta(schema);
  const inner = unwrap(schema);
  const optional = schema instanceof z.ZodOptional;
  const base: EditorField = {
    name,
    label: meta.label ?? name,
    widget: "string",
    ...(meta.hint ? { hint: meta.hint } : {}),
    ...(optional || meta.mayBeEmpty || context.insideOptionalGroup ? { required: false } : {}),
  };
  if (inner instanceof z.ZodObject) {
    const fields = editorFields(inner, { insideOptionalGroup: context.insideOptionalGroup || optional });
    return { ...base, widget: "object", collapsed: false, fields };
  }
  if (inner instanceof z.ZodArray) return listField(base, inner, meta.itemLabel, context);
  if (inner instanceof z.ZodEnum) {
    const labels = meta.choiceLabels ?? {};
    const values = inner.options.map(String);
    return {
      ...base,
      widget: "select",
      options: values.map((value) => ({ label: labels[value] ?? value, value })),
      ...(context.insideOptionalGroup ? {} : { default: values[0] }),
    };
  }
  if (inner instanceof z.ZodNumber) {
    return { ...base, widget: "number", value_type: "int", ...numberLimits(inner) };
  }
  return { ...base, widget: meta.multiline ? "text" : "string", ...textRule(inner, meta) };
}

function listField(
  base: EditorField,
  schema: z.ZodArray,
  itemLabel: string | undefined,
  context: Context,
): EditorField {
  const item = unwrap(schema.element as z.ZodType);
  const { minimum, maximum } = context.insideOptionalGroup ? {} : arrayLimits(schema);
  const list: EditorField = {
    ...base,
    widget: "list",
    ...(itemLabel ? { label_singular: itemLabel } : {}),
    ...(minimum !== undefined ? { min: minimum } : {}),
    ...(maximum !== undefined ? { max: maximum } : {}),
    collapsed: false,
  };
  if (item instanceof z.ZodObject) {
    const titleField = ["title", "name", "label", "value"].find((key) => key in item.shape);
    return {
      ...list,
      fields: editorFields(item, context),
      ...(titleField ? { summary: `{{fields.${titleField}}}` } : {}),
    };
  }
  return {
    ...list,
    field: editorField(itemLabel?.toLowerCase() ?? "item", schema.element as z.ZodType, context),
  };
}

/** Decap can check a pattern: dates, months and formatted text get one, with its message. */
function textRule(schema: z.ZodType, meta: ReturnType<typeof fieldMeta>): Partial<EditorField> {
  if (meta.kind === "date")
    return { pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "Write it as 2026-07-31 (year-month-day)"] };
  if (meta.kind === "month")
    return { pattern: ["^\\d{4}-(0[1-9]|1[0-2])$", "Write it as 2026-09 (year-month)"] };
  const checks = checksOf(schema);
  const regex = checks.find((check) => check.format === "regex")?.pattern;
  // Decap ends the message with its own full stop.
  if (regex instanceof RegExp && meta.format)
    return { pattern: [regex.source, meta.format.replace(/\.$/, "")] };
  const minimum = checks.find((check) => check.check === "min_length")?.minimum ?? 0;
  const maximum = checks.find((check) => check.check === "max_length")?.maximum;
  if (minimum > 1 && maximum !== undefined) {
    return { pattern: [`^[\\s\\S]{${minimum},${maximum}}$`, `Write ${minimum} to ${maximum} characters`] };
  }
  return {};
}

interface Check {
  check?: string;
  format?: string;
  pattern?: unknown;
  minimum?: number;
  maximum?: number;
  length?: number;
}

/** The checks zod keeps on a schema (lengths, bounds, patterns). */
function checksOf(schema: z.ZodType): Check[] {
  const checks = (schema._zod.def as { checks?: Array<{ _zod: { def: Check } }> }).checks ?? [];
  return checks.map((check) => check._zod.def);
}

function arrayLimits(schema: z.ZodArray): { minimum?: number; maximum?: number } {
  const limits: { minimum?: number; maximum?: number } = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") limits.minimum = check.minimum;
    if (check.check === "max_length") limits.maximum = check.maximum;
    if (check.check === "length_equals") limits.minimum = limits.maximum = check.length;
  }
  return limits;
}

function numberLimits(schema: z.ZodNumber): Pick<EditorField, "min" | "max"> {
  return {
    ...(schema.minValue !== null && Number.isFinite(schema.minValue) ? { min: schema.minValue } : {}),
    ...(schema.maxValue !== null && Number.isFinite(schema.maxValue) ? { max: schema.maxValue } : {}),
  };
}
