// The content read and checked once, for every page of a build and every request of the dev
// server until a file changes (docs/decisions/0012), and what each page takes from it.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseFile } from "music-metadata";
import sharp from "sharp";
import { audioTypes, filesFolder } from "#app/schema/links.ts";
import { contentKinds, filesOf, type Content, type ContentOf, type Registry } from "#app/schema/registry.ts";
import { fieldsOfKind } from "#app/schema/field-path.ts";
import type { PageFacts, PageLanguage, SiteContent } from "#app/schema/types.ts";
import { checkContent } from "./check.server.ts";
import { contentFolder, folderStamp, uploadsFolder } from "./files.server.ts";

export type { Content };

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

// A build's pages are made from one content, which does not change while they are (scripts/build.ts
// sets production); the dev server, the tests and the scripts read a file again once it changed.
const fixed = () => process.env.NODE_ENV === "production";

// One reading a folder. In a build, the server bundle imports this module as the build does
// (vite.config.ts), so the pages take the content the build checked.
const readings = new Map<string, Checked>();

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
  if (known && fixed()) return known;
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
export async function loadPage(
  request: Request,
  folder = contentFolder(),
  /** Which language a file beside the pages is in, by its address (/feeds/fr/stories.xml). */
  languageOf?: (languages: readonly PageLanguage[]) => PageLanguage | undefined,
) {
  const reading = readingOf(folder);
  const { content, translations, words } = resultOf(reading);
  const languages = siteLanguagesOf(content, translations);
  const [, first = ""] = new URL(request.url).pathname.split("/");
  const [own] = languages;
  const language =
    languageOf?.(languages) ?? languages.find((candidate) => candidate.prefix === `/${first}`) ?? own;
  if (!language) throw new Error("The site has no language.");
  const translated = translations[language.code] ?? content;
  // Facts are the same for every page of a language: worked out once (recordings are read to measure them).
  let facts = reading.facts.get(language.code);
  if (!facts) {
    facts = pageFacts(translated.site, language, folder, content.site, photoFilesOf(content));
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

// Each step of a build asks (the route table, the list of pages, each language's facts, the
// copies of the uploads): a walk of every field of every file, made once a reading.
const photoFiles = new WeakMap<Content, string[]>();

/**
 * The uploads the content shows as photos (a story's, found by the schema's vocabulary in any
 * kind), which are published only as their small copies.
 */
export function photoFilesOf(content: Content): string[] {
  let found = photoFiles.get(content);
  if (!found) {
    const photos = filesOf(content).flatMap(({ schema, data }) =>
      [...fieldsOfKind(schema, data, ["image"])].map(({ value }) => value),
    );
    photoFiles.set(content, (found = [...new Set(photos)]));
  }
  return [...found];
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
  /** The uploads the stories show as photos: "/files/awa.jpg". */
  photoFiles: readonly string[] = [],
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
  // The stories' photos are measured, for the size of their copies (upright, as phones record
  // the turn); one that cannot be read is left out, and the content check says so (uploads.server.ts).
  const photos: Record<string, { width: number; height: number }> = {};
  for (const file of photoFiles.filter((each) => names.includes(each.slice(filesFolder.length)))) {
    try {
      const { autoOrient } = await sharp(path.join(uploads, file.slice(filesFolder.length))).metadata();
      photos[file] = { width: autoOrient.width, height: autoOrient.height };
    } catch {
      continue;
    }
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
    photos,
    formats: site.formats,
    weeks: site.weeks,
    language: { prefix: language.prefix },
    own,
  };
}
