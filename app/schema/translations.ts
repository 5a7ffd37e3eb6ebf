// A page in another language is the site's own content with a translation laid over it:
// `home.fr.yml` beside `home.yml` holds the French words, in the same shape, and nothing
// else. Figures of the page's structure (numbers, choices, dates) are shared by every
// language and written once. See docs/decisions/0011.
import * as z from "zod";
import { childSchema, describePath, fieldMeta, unwrap, type PathStep } from "./field-path.ts";
import { describeIssue, type ContentIssue } from "./messages.ts";

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

function isTranslatable(schema: z.ZodType): boolean {
  return translates(fieldMeta(schema), unwrap(schema) instanceof z.ZodString);
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

/**
 * A translation file as the build reads it: a field left empty is not translated yet (the
 * editor writes one so), the same as one left out.
 */
export function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== "" && field !== null)
      .map(([key, field]) => [key, withoutBlanks(field)]),
  );
}

/**
 * What is wrong with a translation file, one line each, as the build and the editor say it.
 * `schema` is the file it translates' (`baseFile`).
 */
export function translationProblems(
  file: string,
  baseFile: string,
  schema: z.ZodType,
  data: unknown,
): string[] {
  const over = translationSchema(schema);
  if (!over || data === undefined) return [];
  return (over.safeParse(data).error?.issues ?? []).flatMap((issue) => {
    const shared = sharedFields(schema, issue);
    if (shared.length === 0) return describeIssue(file, over, data, issue as unknown as ContentIssue);
    return shared.map(
      (at) =>
        `${file}: ${describePath(schema, data, at)} is the same in every language. Change it in ${baseFile}, and remove it here.`,
    );
  });
}

/** Fields a translation wrote that the file it translates has, but every language shares (a date, a number). */
function sharedFields(
  schema: z.ZodType,
  issue: { code: string; path: PropertyKey[]; keys?: string[] },
): PathStep[][] {
  if (issue.code !== "unrecognized_keys") return [];
  const parent = issue.path.reduce<z.ZodType | undefined>(
    (current, step) => childSchema(current, step),
    schema,
  );
  return (issue.keys ?? []).filter((key) => childSchema(parent, key)).map((key) => [...issue.path, key]);
}

export interface Translated {
  content: unknown;
  /** Where the translation left text in the site's own language. */
  untranslated: PathStep[][];
  /** The words shown as the site's own language writes them because they are not translated yet. */
  ownWords: string[];
  /** Names the translation keeps as the site's own language writes them (`keptName`). */
  keptNames: string[];
  /**
   * The other words the translation writes, which are the page's own even where they read the
   * same, each with the words it translates.
   */
  writtenWords: Array<[written: string, own: string]>;
  /** Lists with more items than the site's own, by where they are. */
  tooLong: Array<{ at: PathStep[]; items: number; base: number }>;
}

/**
 * The content with the translation's words laid over it. `locale` is the translation's (Site
 * settings › Formats › Dates), in which the countries and languages it leaves unnamed are named.
 */
export function applyTranslation(
  base: unknown,
  translation: unknown,
  schema: z.ZodType,
  locale?: string,
): Translated {
  const result: Translated = {
    content: undefined,
    untranslated: [],
    ownWords: [],
    keptNames: [],
    writtenWords: [],
    tooLong: [],
  };
  result.content = overlay(base, translation, schema, [], result, locale);
  return result;
}

/** A country's or a language's name as a language writes it, where its data has one. */
function nameByCode(
  code: unknown,
  type: "region" | "language",
  locale: string | undefined,
): string | undefined {
  if (typeof code !== "string" || !locale) return undefined;
  try {
    const name = new Intl.DisplayNames([locale], { type, fallback: "none" }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

function overlay(
  base: unknown,
  over: unknown,
  schema: z.ZodType | undefined,
  at: PathStep[],
  result: Translated,
  locale?: string,
): unknown {
  if (!schema) return base;
  if (base === undefined || base === null) {
    // A link the site's own file leaves out may be set in a language: a form in French.
    return over !== undefined && over !== "" && isTranslatable(schema) ? over : base;
  }
  if (fieldMeta(schema).kind === "button" && typeof over === "string") {
    // A button may be written as its label alone in either file.
    return overlay(base, { label: over }, schema, at, result);
  }
  if (Array.isArray(base)) {
    const items = Array.isArray(over) ? over : [];
    if (items.length > base.length) result.tooLong.push({ at, items: items.length, base: base.length });
    return base.map((item, index) =>
      overlay(item, items[index], childSchema(schema, index), [...at, index], result, locale),
    );
  }
  if (typeof base === "object") {
    let fields = (over && typeof over === "object" ? over : {}) as Record<string, unknown>;
    const own = base as Record<string, unknown>;
    const namedBy = fieldMeta(schema).namedBy;
    const named = namedBy && !fields.name ? nameByCode(own.code, namedBy, locale) : undefined;
    if (named) fields = { ...fields, name: named };
    const keys = [...Object.keys(own), ...Object.keys(fields).filter((key) => !Object.hasOwn(own, key))];
    return Object.fromEntries(
      keys
        .map((key) => [
          key,
          overlay(own[key], fields[key], childSchema(schema, key), [...at, key], result, locale),
        ])
        .filter(([, value]) => value !== undefined),
    );
  }
  if (!isTranslatable(schema)) return base;
  const meta = fieldMeta(schema);
  if (over === undefined || over === "") {
    // A link or a file left out leads where the site's own does: that is not missing words.
    const words = !["link", "file", "audio"].includes(meta.kind ?? "");
    if (words && typeof base === "string" && base.trim()) {
      result.untranslated.push(at);
      result.ownWords.push(base);
    }
    return base;
  }
  if (typeof over === "string" && meta.keptName && over === base) result.keptNames.push(over);
  else if (typeof over === "string" && typeof base === "string") result.writtenWords.push([over, base]);
  return over;
}
