// Reading the content folder: the one reader of its files, for the build, the dev server and
// the scripts. Each file is read and parsed once, and said by the path a volunteer knows.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { filesFolder } from "#app/schema/links.ts";
import { isFolderKind, type FolderKind, type Registry } from "#app/schema/registry.ts";
import { readTranslationFile } from "#app/schema/translations.ts";
import type { RawFile } from "./raw-files.ts";

/** CONTENT_DIR: tests use a copy. */
export function contentFolder(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}

/** Every file's name, size and time of change: any edit, new file or removal changes it. */
export function folderStamp(folder: string): string {
  if (!existsSync(folder)) return "";
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .sort()
    .map((name) => {
      const stat = statSync(path.join(folder, name), { bigint: true });
      return `${name}:${stat.size}:${stat.mtimeNs}`;
    })
    .join("\n");
}

/** The codes of the translations, read without checking the rest, for the route table. */
export function translationCodes(folder = contentFolder()): string[] {
  return siteLanguageCodes(folder)?.translations ?? [];
}

/**
 * The site's own language and its translations' codes, read without checking the rest: what
 * the route table and the editor need while another file has a mistake.
 */
export function siteLanguageCodes(
  folder = contentFolder(),
): { own: string; translations: string[] } | undefined {
  try {
    const site = parseDocument(readFileSync(path.join(folder, "site.yml"), "utf8")).toJS() as {
      language?: unknown;
      translations?: unknown;
    };
    if (typeof site?.language !== "string") return undefined;
    const translations = Array.isArray(site.translations) ? site.translations : [];
    return {
      own: site.language,
      translations: translations.filter((code): code is string => typeof code === "string"),
    };
  } catch {
    return undefined;
  }
}

/** The folder of files staff upload for download (content/files/), published at /files/. */
export function uploadsFolder(folder = contentFolder()): string {
  return path.join(folder, filesFolder.slice(1));
}

/** Each kind's own files (not their translations), as paths in the folder: "programs/x.yml". */
export function ownFiles(folder: string, kinds: Registry): Array<{ name: string; files: string[] }> {
  return Object.entries(kinds).map(([name, kind]) => ({
    name,
    files: isFolderKind(kind) ? listFolder(folder, kind) : [kind.file],
  }));
}

export function listFolder(folder: string, kind: FolderKind): string[] {
  const kindFolder = path.join(folder, kind.folder);
  if (!existsSync(kindFolder)) return [];
  // Translations (x.fr.yml) belong to their file; a program's own name has no dot.
  return readdirSync(kindFolder)
    .filter((name) => /\.ya?ml$/.test(name) && !readTranslationFile(name))
    .sort()
    .map((name) => path.join(kind.folder, name));
}

export function readContentFile(absolutePath: string, problems: string[]): RawFile {
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

export function displayPath(absolutePath: string): string {
  const relative = path.relative(process.cwd(), absolutePath);
  return (relative.startsWith("..") ? absolutePath : relative).split(path.sep).join("/");
}
