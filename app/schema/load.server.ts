// Reads every file in content/, checks it against the schema and the rules, and returns
// the site's content, typed. Any problem stops with a ContentError listing one line per
// problem for the volunteer who made it. Runs at build time (and in the dev server), never
// in a visitor's browser.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { ContentError } from "./content-error.ts";
import { contentFiles } from "./content-files.ts";
import { countriesCounted, fileNameProblem, uniquePositions, type RawFile } from "./rules.ts";
import {
  homeSchema,
  notFoundSchema,
  programSchema,
  siteSchema,
  type HomeContent,
  type NotFoundContent,
  type Program,
  type SiteContent,
} from "./types.ts";
import { problemsIn } from "./validate.ts";

export interface Content {
  site: SiteContent;
  home: HomeContent;
  /** In the order their cards appear on the home page. */
  programs: Program[];
  notFound: NotFoundContent;
}

/** The folder of content files: content/, or CONTENT_DIR (the editor's tests use a copy). */
export function contentFolder(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}

export function loadContent(folder = contentFolder()): Content {
  const problems: string[] = [];
  const read = (name: string) => readContentFile(path.join(folder, name), problems);
  const site = read(contentFiles.site);
  const home = read(contentFiles.home);
  const notFound = read(contentFiles.notFound);
  const programFiles = listProgramFiles(folder).map((file) => ({ slug: slugOf(file), raw: read(file) }));

  problems.push(
    ...problemsIn("site", site),
    ...problemsIn("home", home, countriesCounted(home, site)),
    ...problemsIn("notFound", notFound),
  );
  const positions = uniquePositions(programFiles.map(({ raw }) => raw));
  const fileForSlug = new Map<string, string>();
  for (const { slug, raw } of programFiles) {
    const nameProblem = fileNameProblem(raw.file, slug);
    if (nameProblem) problems.push(nameProblem);
    const earlier = fileForSlug.get(slug);
    if (earlier)
      problems.push(`${raw.file}: ${earlier} already has this name: give one of them another name.`);
    fileForSlug.set(slug, raw.file);
    problems.push(...problemsIn("program", raw, positions.get(raw)));
  }
  if (programFiles.length === 0)
    problems.push(
      `${displayPath(path.join(folder, contentFiles.programs))}: there are no programs. Add one.`,
    );
  // Grouped by file, in the order found within each file.
  if (problems.length > 0) throw new ContentError(problems.toSorted(byFile));

  const programs = programFiles
    .map(({ slug, raw }) => ({ ...programSchema.parse(raw.data), slug }))
    .sort((first, second) => first.order - second.order);
  return {
    site: siteSchema.parse(site.data),
    home: homeSchema.parse(home.data),
    programs,
    notFound: notFoundSchema.parse(notFound.data),
  };
}

/**
 * The slugs of programs that have a page, read without checking the rest, so the dev
 * server can start (and then show the problems) even while a file is being fixed.
 */
export function programPageSlugs(folder = contentFolder()): string[] {
  return listProgramFiles(folder).flatMap((file) => {
    try {
      const data = parseDocument(readFileSync(path.join(folder, file), "utf8")).toJS() as unknown;
      return data && typeof data === "object" && "page" in data && data.page ? [slugOf(file)] : [];
    } catch {
      return [];
    }
  });
}

function listProgramFiles(folder: string): string[] {
  const programsFolder = path.join(folder, contentFiles.programs);
  if (!existsSync(programsFolder)) return [];
  return readdirSync(programsFolder)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(contentFiles.programs, name));
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

/** A path as an editor would type it: relative to the project when inside it. */
function displayPath(absolutePath: string): string {
  const relative = path.relative(process.cwd(), absolutePath);
  return (relative.startsWith("..") ? absolutePath : relative).split(path.sep).join("/");
}
