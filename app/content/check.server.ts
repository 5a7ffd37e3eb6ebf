// The content checked whole: every file against its schema, the rules across files, and each
// translation; every mistake said at once, one line each. The rules about the pages the
// content makes (their titles) are the site map's (app/lib/title-rules.ts).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import {
  contentKinds,
  isFolderKind,
  type Content,
  type FolderKind,
  type Registry,
  workedOut,
} from "#app/schema/registry.ts";
import { readTranslationFile, translationFile } from "#app/schema/translations.ts";
import { valueAt } from "#app/schema/field-path.ts";
import type { LanguageWords } from "#app/schema/types.ts";
import { ContentError } from "./content-error.ts";
import { contentFolder, displayPath, ownFiles, readContentFile } from "./files.server.ts";
import { chosenItems } from "./chosen-items.ts";
import { allIssues, slugOf, type RawContent, type RawFile } from "./raw-files.ts";
import { contentRules, fileNameProblem } from "./rules.ts";
import { translate, translationProblems, withoutBlanks } from "./translate.ts";
import { typesetAll } from "./typography.ts";
import { checkFile, warningsFor } from "./validate.ts";

/** The content, and what is worth saying about it without stopping the build. */
export function checkContent(folder = contentFolder(), kinds: Registry = contentKinds) {
  const problems: string[] = [];
  const warnings: string[] = [];
  const slugs = new Map<RawFile, string>();
  const raw: RawContent = {};
  for (const { name, files } of ownFiles(folder, kinds)) {
    const kind = kinds[name];
    const read = files.map((file) => {
      const rawFile = readContentFile(path.join(folder, file), problems);
      if (kind && isFolderKind(kind)) slugs.set(rawFile, slugOf(file));
      return rawFile;
    });
    raw[name] = kind && isFolderKind(kind) ? read : (read[0] ?? { file: "", data: undefined });
    if (kind && isFolderKind(kind) && !kind.optional && read.length === 0) {
      problems.push(
        `${displayPath(path.join(folder, kind.folder))}: there are no ${kind.label.toLowerCase()}. Add one.`,
      );
    }
  }

  const acrossFiles = allIssues(
    ...Object.keys(kinds).map((name) => contentRules[name]?.acrossFiles?.(raw, kinds) ?? new Map()),
    chosenItems(raw, kinds),
  );
  // Each file parsed once: its lines, or what the pages take from it.
  const parsed = new Map<RawFile, unknown>();
  for (const [name, kind] of Object.entries(kinds)) {
    const files = [raw[name] ?? []].flat();
    if (isFolderKind(kind)) problems.push(...folderNameProblems(files, slugs, kind));
    for (const file of files) {
      const checked = checkFile(name, file, acrossFiles.get(file), kinds);
      problems.push(...checked.problems);
      const read = (workedOut as Record<string, (data: never) => unknown>)[name];
      if ("data" in checked) parsed.set(file, read ? read(checked.data as never) : checked.data);
      warnings.push(...warningsFor(name, file, undefined, kinds));
    }
  }
  // The translations are read and checked with the rest, so every mistake is said at once.
  const codes = translationCodesOf(raw.site);
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
      if (!isFolderKind(kind)) return [name, files[0] && parsed.get(files[0])];
      const items = files.map((file) => ({ ...(parsed.get(file) as object), slug: slugs.get(file) }));
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
  if (problems.length > 0) throw new ContentError(problems.toSorted(byFile));
  return { content, warnings, translations, words } as unknown as {
    content: Content;
    warnings: string[];
    translations: Record<string, Content>;
    /** By translation: which of its words are the site's own language's. */
    words: Record<string, LanguageWords>;
  };
}

/** The codes of the translations as the site's settings list them, read with the rest. */
function translationCodesOf(site: RawFile | RawFile[] | undefined): string[] {
  const listed = valueAt(Array.isArray(site) ? undefined : site?.data, ["translations"]);
  return Array.isArray(listed) ? listed.filter((code): code is string => typeof code === "string") : [];
}

function siteLanguages(content: Record<string, unknown>) {
  const site = (content.site ?? {}) as { language?: string; languageName?: string; translations?: string[] };
  return { own: site.languageName ?? site.language ?? "", translations: site.translations ?? [] };
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
