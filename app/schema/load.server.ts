import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { ContentError } from "./content-error.ts";
import type { ContentIssue } from "./messages.ts";
import {
  contentKinds,
  isFolderKind,
  type ContentOf,
  type FolderKind,
  type RawContent,
  type Registry,
} from "./registry.ts";
import { filesFolder } from "./links.ts";
import { fileNameProblem, type RawFile } from "./rules.ts";
import type { LinkFacts, SiteContent } from "./types.ts";
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
  return checkContent(folder, kinds).content;
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
  if (problems.length > 0) throw new ContentError(problems.toSorted(byFile));

  const content = Object.fromEntries(
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
  return { content, warnings };
}

/** The folder of files staff upload for download (content/files/), published at /files/. */
export function uploadsFolder(folder = contentFolder()): string {
  return path.join(folder, filesFolder.slice(1));
}

/** What pages need to describe their buttons' destinations: link words and download sizes. */
export function linkFacts(site: SiteContent, folder = contentFolder()): LinkFacts {
  const uploads = uploadsFolder(folder);
  const names = existsSync(uploads) ? readdirSync(uploads) : [];
  const downloads = Object.fromEntries(
    names.map((name) => [`${filesFolder}${name}`, statSync(path.join(uploads, name)).size]),
  );
  return { words: site.linkWords, downloads, language: site.language };
}

// Read without checking the rest, so the dev server can start (and then show the
// problems) even while a file is being fixed.
export function programPageSlugs(folder = contentFolder()): string[] {
  return listFolder(folder, contentKinds.programs).flatMap((file) => {
    try {
      const data = parseDocument(readFileSync(path.join(folder, file), "utf8")).toJS() as unknown;
      return data && typeof data === "object" && "page" in data && data.page ? [slugOf(file)] : [];
    } catch {
      return [];
    }
  });
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
  return readdirSync(kindFolder)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(kind.folder, name));
}

function byOrder(first: Record<string, unknown>, second: Record<string, unknown>): number {
  return Number(first.order ?? 0) - Number(second.order ?? 0);
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
