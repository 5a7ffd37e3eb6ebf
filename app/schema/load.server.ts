import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { ContentError } from "./content-error.ts";
import { describePath, valueAt } from "./field-path.ts";
import type { ContentIssue } from "./messages.ts";
import {
  contentKinds,
  isFolderKind,
  type ContentOf,
  type FolderKind,
  type RawContent,
  type Registry,
} from "./registry.ts";
import { parseFile } from "music-metadata";
import { audioTypes, filesFolder } from "./links.ts";
import { fileNameProblem, type RawFile } from "./rules.ts";
import type { LanguageWords, PageFacts, PageLanguage, SiteContent } from "./types.ts";

const readingsKey = Symbol.for("women-in-tech-site.content-readings");
import {
  applyTranslation,
  readTranslationFile,
  translationFile,
  translationProblems,
  withoutBlanks,
} from "./translations.ts";
import { sharedTitleProblems, titleProblems, type TitledPage } from "./page-titles.ts";
import { typesetAll } from "./typography.ts";
import { problemsIn, warningsFor } from "./validate.ts";

export type Content = ContentOf<typeof contentKinds>;

/** CONTENT_DIR: tests use a copy. */
export function contentFolder(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}

export function loadContent(folder?: string): Content;
export function loadContent<Kinds extends Registry>(
  folder: string | undefined,
  kinds: Kinds,
): ContentOf<Kinds>;
export function loadContent(folder = contentFolder(), kinds: Registry = contentKinds) {
  return kinds === contentKinds ? checkedContent(folder).content : checkContent(folder, kinds).content;
}

type CheckedContent = ReturnType<typeof checkContent>;
interface Checked {
  stamp: string;
  result?: CheckedContent;
  error?: unknown;
  facts: Map<string, Promise<PageFacts>>;
}

// Vite writes false here in the site's build; the dev server, tests and scripts watch the files.
const builtBundle = typeof import.meta.env === "object" && import.meta.env.DEV === false;

// Kept on globalThis: the build's configuration and its server bundle each have their own copy
// of this module, in one process, and should share one reading of the content.
const readings = ((globalThis as { [readingsKey]?: Map<string, Checked> })[readingsKey] ??= new Map());

/**
 * The content folder read and checked once, for every page of a build and every request of the
 * dev server until a file in it changes: each page takes its slice from this one result.
 */
export function checkedContent(folder = contentFolder()): CheckedContent {
  return resultOf(readingOf(folder));
}

function resultOf(reading: Checked): CheckedContent {
  if (reading.error !== undefined) throw reading.error;
  return reading.result as CheckedContent;
}

function readingOf(folder: string): Checked {
  const key = path.resolve(folder);
  const known = readings.get(key);
  // A built site's pages are made from one content that does not change while they are.
  if (known && builtBundle) return known;
  const stamp = folderStamp(key);
  if (known?.stamp === stamp) return known;
  const reading: Checked = { stamp, facts: new Map() };
  try {
    reading.result = checkContent(key);
  } catch (error) {
    reading.error = error;
  }
  readings.set(key, reading);
  return reading;
}

/** Every file's name, size and time of change: any edit, new file or removal changes it. */
function folderStamp(folder: string): string {
  if (!existsSync(folder)) return "";
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .sort()
    .map((name) => {
      const stat = statSync(path.join(folder, name), { bigint: true });
      return `${name}:${stat.size}:${stat.mtimeNs}`;
    })
    .join("\n");
}

/**
 * The site's languages as pages know them: its own at the site's address, each translation
 * under its code (/fr/), in the order Site settings lists them.
 */
export function siteLanguagesOf(content: Content, translations: Record<string, Content>): PageLanguage[] {
  const describe = (code: string, of: Content, prefix: string): PageLanguage => ({
    code,
    name: of.site.languageName,
    prefix,
    locale: of.site.locale,
  });
  return [
    describe(content.site.language, content, ""),
    ...content.site.translations.map((code) => describe(code, translations[code] ?? content, `/${code}`)),
  ];
}

/**
 * What a page needs to be in the language its address asks for (/fr/… is French): that
 * language's content, every language's address, and the facts its sections need. `base`
 * is the site's own language, whose titles name the places on a page in every language.
 */
export async function loadPage(request: Request, folder = contentFolder()) {
  const reading = readingOf(folder);
  const { content, translations, words } = resultOf(reading);
  const languages = siteLanguagesOf(content, translations);
  const [, first = ""] = new URL(request.url).pathname.split("/");
  const [own] = languages;
  const language = languages.find((candidate) => candidate.prefix === `/${first}`) ?? own;
  if (!language) throw new Error("The site has no language.");
  const translated = translations[language.code] ?? content;
  // Facts are the same for every page of a language: worked out once (recordings are read to measure them).
  let facts = reading.facts.get(language.code);
  if (!facts) {
    facts = pageFacts(translated.site, language, folder, content.site);
    reading.facts.set(language.code, facts);
  }
  return {
    content: translated,
    language,
    languages,
    base: content,
    facts: await facts,
    /** Which words of this language's pages are the site's own language's. */
    words: words[language.code] ?? { untranslated: [], kept: [], translating: {} },
  };
}

/**
 * Every language of the site with its content, the site's own first: for the build's steps.
 * `words` says which of its words are the site's own language's.
 */
export function loadLanguages(folder = contentFolder()) {
  const { content, translations, words } = checkedContent(folder);
  return siteLanguagesOf(content, translations).map((language) => ({
    language,
    content: translations[language.code] ?? content,
    words: words[language.code] ?? { untranslated: [], kept: [], translating: {} },
  }));
}

/** The codes of the translations, read without checking the rest, for the route table. */
export function translationCodes(folder = contentFolder()): string[] {
  try {
    const site = parseDocument(readFileSync(path.join(folder, "site.yml"), "utf8")).toJS() as {
      translations?: unknown;
    };
    return Array.isArray(site?.translations)
      ? site.translations.filter((code) => typeof code === "string")
      : [];
  } catch {
    return [];
  }
}

/** The content, and what is worth saying about it without stopping the build. */
export function checkContent(folder = contentFolder(), kinds: Registry = contentKinds) {
  const problems: string[] = [];
  const warnings: string[] = [];
  const read = (name: string) => readContentFile(path.join(folder, name), problems);
  const slugs = new Map<RawFile, string>();
  const raw: RawContent = {};
  for (const [name, kind] of Object.entries(kinds)) {
    if (!isFolderKind(kind)) {
      raw[name] = read(kind.file);
      continue;
    }
    const files = listFolder(folder, kind).map((file) => {
      const rawFile = read(file);
      slugs.set(rawFile, slugOf(file));
      return rawFile;
    });
    raw[name] = files;
    if (files.length === 0) {
      problems.push(
        `${displayPath(path.join(folder, kind.folder))}: there are no ${kind.label.toLowerCase()}. Add one.`,
      );
    }
  }

  const acrossFiles = new Map<RawFile, ContentIssue[]>();
  for (const kind of Object.values(kinds)) {
    for (const [file, issues] of kind.acrossFiles?.(raw) ?? []) {
      acrossFiles.set(file, [...(acrossFiles.get(file) ?? []), ...issues]);
    }
  }
  for (const [name, kind] of Object.entries(kinds)) {
    const files = [raw[name] ?? []].flat();
    if (isFolderKind(kind)) problems.push(...folderNameProblems(files, slugs, kind));
    for (const file of files) {
      problems.push(...problemsIn(name, file, acrossFiles.get(file), kinds));
      warnings.push(...warningsFor(name, file, undefined, kinds));
    }
  }
  // The translations are read and checked with the rest, so every mistake is said at once.
  const codes = translationCodes(folder);
  const translationFiles = new Map<string, RawFile>();
  for (const [name, kind] of Object.entries(kinds)) {
    for (const { file: ownFile } of [raw[name] ?? []].flat()) {
      for (const code of codes) {
        const file = translationFile(ownFile, code);
        if (!existsSync(path.resolve(file))) continue;
        const read = readContentFile(path.resolve(file), problems);
        const over = { ...read, data: withoutBlanks(read.data) };
        problems.push(...translationProblems(over.file, ownFile, kind.schema, over.data));
        translationFiles.set(file, over);
      }
    }
  }
  problems.push(...strayTranslations(folder, kinds, codes, raw, slugs));
  if (problems.length > 0) throw new ContentError(problems.toSorted(byFile));

  const content: Record<string, unknown> = Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => {
      const files = [raw[name] ?? []].flat();
      if (!isFolderKind(kind)) return [name, kind.schema.parse(files[0]?.data)];
      const items = files.map((file) => ({
        ...(kind.schema.parse(file.data) as object),
        slug: slugs.get(file),
      }));
      return [name, items.sort(byOrder)];
    }),
  );
  const languages = siteLanguages(content);
  const ownCode = (content.site as { language?: string } | undefined)?.language ?? "";
  for (const name of Object.keys(content)) content[name] = typesetAll(content[name], ownCode);
  const translations: Record<string, Record<string, unknown>> = {};
  const words: Record<string, LanguageWords> = {};
  for (const code of languages.translations) {
    ({ content: translations[code], words: words[code] } = translate(
      translationFiles,
      kinds,
      content,
      slugs,
      raw,
      code,
      languages.own,
      problems,
      warnings,
    ));
  }
  problems.push(...pageTitleProblems(kinds, raw, slugs, content, translations));
  if (problems.length > 0) throw new ContentError(problems.toSorted(byFile));
  return { content, warnings, translations, words } as unknown as {
    content: Content;
    warnings: string[];
    translations: Record<string, Content>;
    /** By translation: which of its words are the site's own language's. */
    words: Record<string, LanguageWords>;
  };
}

/**
 * Each page's title, in every language, within what search results show, and no two listed
 * pages of a language with one title (a page and its twin in another language may share one).
 */
function pageTitleProblems(
  kinds: Registry,
  raw: RawContent,
  slugs: Map<RawFile, string>,
  content: Record<string, unknown>,
  translations: Record<string, Record<string, unknown>>,
): string[] {
  const titled: TitledPage[] = [];
  const problems = Object.entries(kinds).flatMap(([name, kind]) => {
    const { pageTitles } = kind;
    if (!pageTitles) return [];
    const files = [raw[name] ?? []].flat();
    const itemsOf = (of: Record<string, unknown>) =>
      isFolderKind(kind)
        ? files.map((file) =>
            (of[name] as Array<{ slug: string }>).find((item) => item.slug === slugs.get(file)),
          )
        : [of[name]];
    const own = itemsOf(content);
    const note = (file: string, language: string, item: unknown) => {
      for (const { at, listed } of pageTitles(item)) {
        // Two programs of one title are said by their own rule (uniqueTitles).
        const title = valueAt(item, at);
        const ownTitle = language === "" && isFolderKind(kind) && at.join() === "title";
        if (listed && typeof title === "string" && !ownTitle) {
          titled.push({ file, language, title, where: describePath(kind.schema, item, at) });
        }
      }
    };
    return files.flatMap(({ file }, index) => {
      note(file, "", own[index]);
      return [
        ...titleProblems(
          file,
          kind.schema,
          own[index],
          pageTitles(own[index]).map(({ at }) => at),
        ),
        ...Object.entries(translations).flatMap(([code, translated]) => {
          const item = itemsOf(translated)[index];
          note(translationFile(file, code), code, item);
          const places = pageTitles(item).map(({ at }) => at);
          return titleProblems(translationFile(file, code), kind.schema, item, places, own[index]);
        }),
      ];
    });
  });
  return [...problems, ...sharedTitleProblems(titled)];
}

function siteLanguages(content: Record<string, unknown>) {
  const site = (content.site ?? {}) as { language?: string; languageName?: string; translations?: string[] };
  return { own: site.languageName ?? site.language ?? "", translations: site.translations ?? [] };
}

/**
 * One language's content: each file's translation (read and checked already), if there is one,
 * laid over it; and the words it shows in the site's own language.
 */
function translate(
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
  const pending: Array<{ untranslated: string[]; file: string; exists: boolean }> = [];
  const ownWords = new Set<string>();
  const keptNames = new Set<string>();
  const writtenWords = new Map<string, string>();
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
        if (untranslated.length > 0) pending.push({ untranslated, file, exists: over !== undefined });
        for (const words of translated.ownWords) ownWords.add(words);
        for (const name of translated.keptNames) keptNames.add(name);
        for (const [written, own] of translated.writtenWords) {
          if (!writtenWords.has(written)) writtenWords.set(written, own);
        }
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
  for (const { file, untranslated, exists } of pending) {
    if (!exists) {
      warnings.push(`${file}: there is no such file yet, so its words are shown in ${ownLanguage}.`);
      continue;
    }
    const shown = untranslated.slice(0, 3).join("; ");
    const more = untranslated.length > 3 ? ` and ${untranslated.length - 3} more` : "";
    warnings.push(`${file}: not yet in ${languageName}, so shown in ${ownLanguage}: ${shown}${more}.`);
  }
  // Words a translation writes somewhere are its own wherever they show ("Innovation" reads
  // the same in French): only those it never writes are said in the site's own language.
  return {
    content: result,
    words: {
      untranslated: [...ownWords].filter((words) => !writtenWords.has(words)),
      kept: [...keptNames],
      translating: Object.fromEntries(writtenWords),
    },
  };
}

/** Translation files for a language the site does not list, or for a file that does not exist. */
function strayTranslations(
  folder: string,
  kinds: Registry,
  codes: readonly string[],
  raw: RawContent,
  slugs: Map<RawFile, string>,
): string[] {
  const problems: string[] = [];
  for (const [name, kind] of Object.entries(kinds)) {
    const dir = path.join(folder, isFolderKind(kind) ? kind.folder : "");
    if (!existsSync(dir)) continue;
    const stems = isFolderKind(kind)
      ? (raw[name] as RawFile[]).map((file) => slugs.get(file) ?? "")
      : [path.basename(kind.file).replace(/\.ya?ml$/, "")];
    for (const entry of readdirSync(dir)) {
      const translation = readTranslationFile(entry);
      if (!translation) continue;
      const { code } = translation;
      const stem = translation.own.replace(/\.yml$/, "");
      if (!isFolderKind(kind) && !stems.includes(stem)) continue;
      const file = displayPath(path.join(dir, entry));
      if (!codes.includes(code)) {
        problems.push(
          `${file}: this is a translation into "${code}", which is not among the site's translations. Add ${code} to Site settings › Translations, or remove the file.`,
        );
      } else if (!stems.includes(stem)) {
        problems.push(
          `${file}: there is no ${translation.own} beside it to translate. Rename it after the file it translates, or remove it.`,
        );
      }
    }
  }
  return problems;
}

/** The folder of files staff upload for download (content/files/), published at /files/. */
export function uploadsFolder(folder = contentFolder()): string {
  return path.join(folder, filesFolder.slice(1));
}

/**
 * What a page's sections need besides their own content: the words and formats of its
 * language, its prefix, and the size (and, for recordings, the length) of every uploaded file.
 * Recordings are measured by reading them (music-metadata).
 */
export async function pageFacts(
  site: SiteContent,
  language: Pick<PageLanguage, "prefix"> = { prefix: "" },
  folder = contentFolder(),
  ownSite: SiteContent = site,
): Promise<PageFacts> {
  const uploads = uploadsFolder(folder);
  const names = existsSync(uploads) ? readdirSync(uploads) : [];
  const downloads = Object.fromEntries(
    names.map((name) => [`${filesFolder}${name}`, statSync(path.join(uploads, name)).size]),
  );
  const durations: Record<string, number> = {};
  for (const name of names.filter((file) => audioTypes[file.split(".").at(-1)?.toLowerCase() ?? ""])) {
    const { format } = await parseFile(path.join(uploads, name), { duration: true });
    if (format.duration) durations[`${filesFolder}${name}`] = format.duration;
  }
  const own = {
    code: ownSite.language,
    words: ownSite.linkWords,
    formats: ownSite.formats,
    weeks: ownSite.weeks,
  };
  return {
    words: site.linkWords,
    downloads,
    durations,
    formats: site.formats,
    weeks: site.weeks,
    language: { prefix: language.prefix },
    own,
  };
}

function folderNameProblems(files: RawFile[], slugs: Map<RawFile, string>, kind: FolderKind): string[] {
  const problems: string[] = [];
  const fileForSlug = new Map<string, string>();
  for (const file of files) {
    const slug = slugs.get(file) ?? "";
    const nameProblem = fileNameProblem(file.file, slug, kind.itemLabel);
    if (nameProblem) problems.push(nameProblem);
    const earlier = fileForSlug.get(slug);
    if (earlier)
      problems.push(`${file.file}: ${earlier} already has this name: give one of them another name.`);
    fileForSlug.set(slug, file.file);
  }
  return problems;
}

function listFolder(folder: string, kind: FolderKind): string[] {
  const kindFolder = path.join(folder, kind.folder);
  if (!existsSync(kindFolder)) return [];
  // Translations (x.fr.yml) belong to their file; a program's own name has no dot.
  return readdirSync(kindFolder)
    .filter((name) => /\.ya?ml$/.test(name) && !readTranslationFile(name))
    .sort()
    .map((name) => path.join(kind.folder, name));
}

/** By position, those without one last; then by title, so the order never depends on file names. */
function byOrder(first: Record<string, unknown>, second: Record<string, unknown>): number {
  const position = (item: Record<string, unknown>) =>
    typeof item.order === "number" ? item.order : Number.POSITIVE_INFINITY;
  const difference = position(first) - position(second);
  if (difference) return difference;
  return String(first.title ?? "").localeCompare(String(second.title ?? ""));
}

function byFile(first: string, second: string): number {
  const fileOf = (problem: string) => problem.split(": ")[0] ?? "";
  return fileOf(first).localeCompare(fileOf(second));
}

function slugOf(file: string): string {
  return path.basename(file).replace(/\.ya?ml$/, "");
}

function readContentFile(absolutePath: string, problems: string[]): RawFile {
  const file = displayPath(absolutePath);
  if (!existsSync(absolutePath)) {
    problems.push(`${file}: the file is missing. Restore it from the site's Git history.`);
    return { file, data: undefined };
  }
  const document = parseDocument(readFileSync(absolutePath, "utf8"));
  if (document.errors.length > 0) {
    const [error] = document.errors;
    const line = error?.linePos?.[0]?.line;
    const reason = (error?.message ?? "").split(" at line")[0];
    problems.push(
      `${file}${line ? `, line ${line}` : ""}: this is not valid YAML (${reason}). Check the indentation and the quotes there.`,
    );
    return { file, data: undefined };
  }
  return { file, data: document.toJS() as unknown };
}

function displayPath(absolutePath: string): string {
  const relative = path.relative(process.cwd(), absolutePath);
  return (relative.startsWith("..") ? absolutePath : relative).split(path.sep).join("/");
}
