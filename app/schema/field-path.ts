// ["page", "curriculum", "items", 2, "topics"] → 'Program page › Curriculum › Blocks › Block 3
// “Interactive Development” › Topics': labels from the schema, item names from the content.
import * as z from "zod";

export type PathStep = PropertyKey;

/** What a check says of a field: zod's code ("custom" for a rule of the site's), where, and its details. */
export interface ContentIssue {
  code: string;
  path: readonly PathStep[];
  [detail: string]: unknown;
}

export const itemNameKeys = ["title", "name", "label", "value", "language", "heading", "question"] as const;

export function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return unwrap(schema.unwrap() as z.ZodType);
  // A value read another way first (a button written as its label alone): its final form.
  if (schema instanceof z.ZodPipe) return unwrap(schema.out as z.ZodType);
  return schema;
}

/**
 * A field's meta: the outermost layer's that has one. Layer by layer, so an optional button
 * (`button().optional()`) is read by the meta of its button, not of the group of fields the
 * button becomes.
 */
export function fieldMeta(schema: z.ZodType | undefined): z.GlobalMeta {
  if (!schema) return {};
  const own = schema.meta();
  if (own) return own;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return fieldMeta(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return fieldMeta(schema.out as z.ZodType);
  return {};
}

export function childSchema(schema: z.ZodType | undefined, step: PathStep): z.ZodType | undefined {
  if (!schema) return undefined;
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject && typeof step === "string") return inner.shape[step] as z.ZodType;
  if (inner instanceof z.ZodArray && typeof step === "number") return inner.element as z.ZodType;
  return undefined;
}

export function valueAt(data: unknown, path: readonly PathStep[]): unknown {
  let value = data;
  for (const step of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[step];
  }
  return value;
}

export function describePath(schema: z.ZodType, data: unknown, path: readonly PathStep[]): string {
  const words: string[] = [];
  let current: z.ZodType | undefined = schema;
  path.forEach((step, index) => {
    const parent = current;
    current = childSchema(current, step);
    if (typeof step === "number") {
      const itemLabel = fieldMeta(parent).itemLabel ?? "Item";
      const item = valueAt(data, path.slice(0, index + 1));
      // A button written as its words alone is named by them.
      const name =
        fieldMeta(current).kind === "button" && typeof item === "string" ? item.trim() : itemName(item);
      words.push(`${itemLabel} ${step + 1}${name ? ` “${name}”` : ""}`);
      return;
    }
    const label = fieldMeta(current).label ?? String(step);
    // A section's list of items is labelled as the section is: "Testimonials › Testimonial 2".
    if (label !== words.at(-1)) words.push(label);
  });
  return words.join(" › ");
}

function itemName(item: unknown): string | undefined {
  if (!item || typeof item !== "object") return undefined;
  for (const key of itemNameKeys) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return undefined;
}

/**
 * Every value a file holds in a field of these kinds (its links, its uploads, its photos),
 * with where it is: found by the schema's vocabulary, in any kind of content.
 */
export function* fieldsOfKind(
  schema: z.ZodType | undefined,
  data: unknown,
  kinds: ReadonlyArray<NonNullable<z.GlobalMeta["kind"]>>,
  at: PathStep[] = [],
): Generator<{ at: PathStep[]; value: string; meta: z.GlobalMeta }> {
  const meta = fieldMeta(schema);
  if (meta.kind && kinds.includes(meta.kind) && typeof data === "string") {
    if (data.trim()) yield { at, value: data.trim(), meta };
    return;
  }
  if (!data || typeof data !== "object") return;
  for (const [key, value] of Object.entries(data)) {
    const step = Array.isArray(data) ? Number(key) : key;
    yield* fieldsOfKind(childSchema(schema, step), value, kinds, [...at, step]);
  }
}
