// A page in another language is the site's own content with a translation laid over it:
// `home.fr.yml` beside `home.yml` holds the French words, in the same shape, and nothing
// else. Figures of the page's structure (numbers, choices, dates) are shared by every
// language and written once. See docs/decisions/0011.
import * as z from "zod";
import { childSchema, fieldMeta, unwrap, type PathStep } from "./field-path.ts";

/** Text that a translation changes; numbers, choices, dates and addresses are every language's. */
function isTranslatable(schema: z.ZodType): boolean {
  const meta = fieldMeta(schema);
  if (meta.translatable === false || meta.kind === "date" || meta.kind === "month") return false;
  return unwrap(schema) instanceof z.ZodString;
}

/** The schema of a translation file: the translatable fields of `schema`, each left out at will. */
export function translationSchema(schema: z.ZodType): z.ZodType | undefined {
  const meta = fieldMeta(schema);
  let optionalOf = schema;
  while (optionalOf instanceof z.ZodOptional || optionalOf instanceof z.ZodDefault) {
    optionalOf = optionalOf.unwrap() as z.ZodType;
  }
  if (optionalOf instanceof z.ZodPipe) {
    const out = translationSchema(optionalOf.out as z.ZodType);
    return out && z.pipe(optionalOf.in as z.ZodType, out).meta(meta);
  }
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    const shape = Object.entries(inner.shape).flatMap(([key, field]) => {
      const translated = translationSchema(field as z.ZodType);
      return translated ? [[key, translated.optional()] as const] : [];
    });
    return shape.length > 0 ? z.object(Object.fromEntries(shape)).strict().meta(meta) : undefined;
  }
  if (inner instanceof z.ZodArray) {
    const item = translationSchema(inner.element as z.ZodType);
    return item && z.array(item).meta(meta);
  }
  return isTranslatable(schema) ? schema : undefined;
}

export interface Translated {
  content: unknown;
  /** Where the translation left text in the site's own language. */
  untranslated: PathStep[][];
  /** Lists with more items than the site's own, by where they are. */
  tooLong: Array<{ at: PathStep[]; items: number; base: number }>;
}

/** The content with the translation's words laid over it. */
export function applyTranslation(base: unknown, translation: unknown, schema: z.ZodType): Translated {
  const result: Translated = { content: undefined, untranslated: [], tooLong: [] };
  result.content = overlay(base, translation, schema, [], result);
  return result;
}

function overlay(
  base: unknown,
  over: unknown,
  schema: z.ZodType | undefined,
  at: PathStep[],
  result: Translated,
): unknown {
  if (base === undefined || base === null || !schema) return base;
  if (fieldMeta(schema).kind === "button" && typeof over === "string") {
    // A button may be written as its label alone in either file.
    return overlay(base, { label: over }, schema, at, result);
  }
  if (Array.isArray(base)) {
    const items = Array.isArray(over) ? over : [];
    if (items.length > base.length) result.tooLong.push({ at, items: items.length, base: base.length });
    return base.map((item, index) =>
      overlay(item, items[index], childSchema(schema, index), [...at, index], result),
    );
  }
  if (typeof base === "object") {
    const fields = (over && typeof over === "object" ? over : {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(base).map(([key, value]) => [
        key,
        overlay(value, fields[key], childSchema(schema, key), [...at, key], result),
      ]),
    );
  }
  if (!isTranslatable(schema)) return base;
  if (over === undefined || over === "") {
    // A link or a file left out leads where the site's own does: that is not missing words.
    const words = !["link", "file", "audio"].includes(fieldMeta(schema).kind ?? "");
    if (words && typeof base === "string" && base.trim()) result.untranslated.push(at);
    return base;
  }
  return over;
}
