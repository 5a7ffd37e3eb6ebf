// A page in another language is the site's own content with a translation laid over it:
// `home.fr.yml` beside `home.yml` holds the French words, in the same shape, and nothing
// else. Figures of the page's structure (numbers, choices, dates) are shared by every
// language and written once. See docs/decisions/0011.
import * as z from "zod";
import { fieldMeta, unwrap } from "./field-path.ts";

/** A file's translation is named after it: home.yml → home.fr.yml, programs/x.yml → programs/x.fr.yml. */
export function translationFile(file: string, code: string): string {
  return file.replace(/\.ya?ml$/, `.${code}.yml`);
}

/**
 * What a translation's name says, or nothing for a file that is no translation:
 * "programs/x.fr.yml" → the file it translates, "programs/x.yml", and its language, "fr".
 */
export function readTranslationFile(file: string): { own: string; code: string } | undefined {
  const match = /^(.*?[^/.]+)\.([a-z]{2,3})\.ya?ml$/.exec(file);
  return match ? { own: `${match[1]}.yml`, code: match[2] ?? "" } : undefined;
}

/**
 * Whether a field is words a translation changes: text, unless its meta says every language
 * shares it (an address, a code) or it is a date. Numbers and choices are every language's.
 */
export function translates(meta: Pick<z.GlobalMeta, "translatable" | "kind">, isText: boolean): boolean {
  return isText && meta.translatable !== false && meta.kind !== "date" && meta.kind !== "month";
}

export function isTranslatable(schema: z.ZodType): boolean {
  return translates(fieldMeta(schema), unwrap(schema) instanceof z.ZodString);
}

// One kind's translation schema serves all its files: made once a kind, not once a file.
const translationSchemas = new WeakMap<z.ZodType, z.ZodType | undefined>();

/** The schema of a translation file: the translatable fields of `schema`, each left out at will. */
export function translationSchema(schema: z.ZodType): z.ZodType | undefined {
  if (translationSchemas.has(schema)) return translationSchemas.get(schema);
  const made = madeTranslationSchema(schema);
  translationSchemas.set(schema, made);
  return made;
}

function madeTranslationSchema(schema: z.ZodType): z.ZodType | undefined {
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
