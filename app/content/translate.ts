// A page in another language is the site's own content with a translation laid over it
// (docs/decisions/0011): what each translation changes, what it leaves in the site's own
// language, and which words are whose (docs/decisions/0016).
import type * as z from "zod";
import {
  childSchema,
  describePath,
  fieldMeta,
  type ContentIssue,
  type PathStep,
} from "#app/schema/field-path.ts";
import { buttonFields } from "#app/schema/button-fields.ts";
import { isFolderKind, type Registry } from "#app/schema/registry.ts";
import { isTranslatable, translationFile, translationSchema } from "#app/schema/translations.ts";
import type { LanguageWords } from "#app/schema/types.ts";
import { describeIssue } from "./messages.ts";
import type { RawContent, RawFile } from "./raw-files.ts";
import { typesetAll } from "./typography.ts";

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
  /** The names of the site's own language (`keptName`): kept as they are, or shown in its words. */
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
    return overlay(base, buttonFields(over), schema, at, result, locale);
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
  // A name as the site's own language writes it stays in that language wherever it shows: in
  // a translated sentence ("…quand elle a rejoint Digital Bridge Gambia") as well.
  if (meta.keptName && typeof base === "string" && base.trim()) result.keptNames.push(base);
  if (over === undefined || over === "") {
    // A link or a file left out leads where the site's own does: that is not missing words.
    const words = !["link", "file", "audio"].includes(meta.kind ?? "");
    if (words && typeof base === "string" && base.trim()) {
      result.untranslated.push(at);
      result.ownWords.push(base);
    }
    return base;
  }
  if (typeof over === "string" && typeof base === "string" && !(meta.keptName && over === base)) {
    result.writtenWords.push([over, base]);
  }
  return over;
}

/**
 * One language's content: each file's translation (read and checked already), if there is one,
 * laid over it; and the words it shows in the site's own language.
 */
export function translate(
  translationFiles: ReadonlyMap<string, RawFile>,
  kinds: Registry,
  content: Record<string, unknown>,
  slugs: Map<RawFile, string>,
  raw: RawContent,
  code: string,
  ownLanguage: string,
  problems: string[],
  warnings: string[],
): { content: Record<string, unknown>; words: LanguageWords } {
  const pending: Array<{ untranslated: string[]; previews: string[]; file: string; exists: boolean }> = [];
  const ownWords = new Set<string>();
  const keptNames = new Set<string>();
  const writtenWords = new Map<string, string>();
  // What each translation file writes, for the names it gives the programs.
  const writtenIn = new Map<string, string[]>();
  // The language's own way of naming countries and languages, where it names none itself.
  type WithFormats = { formats?: { dates?: string } } | undefined;
  const siteFile = (raw.site as RawFile | undefined)?.file ?? "";
  const locale =
    (translationFiles.get(translationFile(siteFile, code))?.data as WithFormats)?.formats?.dates ??
    (content.site as WithFormats)?.formats?.dates;
  const result = Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => {
      const translateFile = (base: unknown, baseFile: string) => {
        const file = translationFile(baseFile, code);
        const over = translationFiles.get(file);
        const translated = applyTranslation(base, typesetAll(over?.data, code), kind.schema, locale);
        for (const { at, items, base: baseItems } of translated.tooLong) {
          problems.push(
            `${file}: ${describePath(kind.schema, base, at)} has ${items} items in this translation and ${baseItems} in ${baseFile}. Remove the ones ${baseFile} does not have.`,
          );
        }
        const untranslated = translated.untranslated.map((at) => describePath(kind.schema, base, at));
        const previews = translated.untranslated
          .filter((at) => fieldMeta(at.reduce<z.ZodType | undefined>(childSchema, kind.schema)).preview)
          .map((at) => describePath(kind.schema, base, at));
        if (untranslated.length > 0)
          pending.push({ untranslated, previews, file, exists: over !== undefined });
        for (const words of translated.ownWords) ownWords.add(words);
        for (const name of translated.keptNames) keptNames.add(name);
        for (const [written, own] of translated.writtenWords) {
          if (!writtenWords.has(written)) writtenWords.set(written, own);
        }
        if (over)
          writtenIn.set(
            file,
            translated.writtenWords.map(([written]) => written),
          );
        return translated.content;
      };
      if (!isFolderKind(kind)) {
        const base = content[name];
        return [name, translateFile(base, (raw[name] as RawFile).file)];
      }
      const items = (content[name] as Array<Record<string, unknown>>).map((item) => {
        const rawFile = (raw[name] as RawFile[]).find((file) => slugs.get(file) === item.slug);
        const { slug, ...fields } = item;
        return { ...(translateFile(fields, rawFile?.file ?? "") as object), slug };
      });
      return [name, items];
    }),
  );
  // Said to the staff in English, as every line of the build is: "French", not "Français".
  const english = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(code);
  const languageName =
    english ?? (result.site as { languageName?: string } | undefined)?.languageName ?? code;
  for (const { file, untranslated, previews, exists } of pending) {
    if (!exists) {
      warnings.push(`${file}: there is no such file yet, so its words are shown in ${ownLanguage}.`);
      continue;
    }
    const shown = untranslated.slice(0, 3).join("; ");
    const more = untranslated.length > 3 ? ` and ${untranslated.length - 3} more` : "";
    warnings.push(`${file}: not yet in ${languageName}, so shown in ${ownLanguage}: ${shown}${more}.`);
    // Search results and link previews cannot mark a line's language: said apart, as what a
    // visitor sharing the page sees.
    if (previews.length > 0) {
      warnings.push(
        `${file}: search results and link previews of its page in ${languageName} show ${previews.join("; ")} in ${ownLanguage} (a description gives way to the page's first words in ${languageName}, where it has them).`,
      );
    }
  }
  warnings.push(...programNamesApart(content, result, writtenIn, languageName, ownLanguage));
  // Words a translation writes somewhere are its own wherever they show ("Innovation" reads
  // the same in French): only those it never writes are said in the site's own language.
  return {
    content: result,
    words: {
      untranslated: [...ownWords].filter((words) => !writtenWords.has(words)),
      kept: [...keptNames].filter((name) => !writtenWords.has(name)),
      translating: Object.fromEntries(writtenWords),
    },
  };
}

/**
 * A program called one thing in its own translation file and another elsewhere in the same
 * language shows both on one page (its name on its page, its English name in a story): each
 * file that writes its name in the site's own language, where its own file translated it.
 */
function programNamesApart(
  content: Record<string, unknown>,
  translated: Record<string, unknown>,
  writtenIn: ReadonlyMap<string, readonly string[]>,
  languageName: string,
  ownLanguage: string,
): string[] {
  type Named = { slug: string; title: string };
  const translatedNames = new Map(
    ((translated.programs ?? []) as Named[]).map((each) => [each.slug, each.title]),
  );
  // Each name the translation changed, looked for by its first word, which a line holds before
  // it can hold the name: a site of many programs has many lines and many names.
  const byFirstWord = new Map<string, Array<{ own: string; name: string; pattern: RegExp }>>();
  for (const program of (content.programs ?? []) as Named[]) {
    const name = translatedNames.get(program.slug);
    if (!name || name === program.title) continue;
    const first = program.title.split(/\s+/)[0] ?? program.title;
    // The name as a whole: "Tech" is not named in "Technologie".
    const escaped = program.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u");
    const names = byFirstWord.get(first) ?? [];
    names.push({ own: program.title, name, pattern });
    byFirstWord.set(first, names);
  }
  return [...writtenIn].flatMap(([file, written]) => {
    const found = new Map<string, string>();
    for (const words of written) {
      for (const [first, names] of byFirstWord) {
        if (!words.includes(first)) continue;
        for (const { own, name, pattern } of names) if (pattern.test(words)) found.set(own, name);
      }
    }
    return [...found].map(
      ([own, name]) =>
        `${file}: names the program “${own}” as ${ownLanguage} does, where its own file calls it “${name}” in ${languageName}: write one name.`,
    );
  });
}
