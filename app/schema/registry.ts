import type * as z from "zod";
import { allProgramsSchema } from "./all-programs.ts";
import { homeSchema } from "./home.ts";
import { valueAt, type PathStep } from "./field-path.ts";
import type { ContentIssue } from "./messages.ts";
import { notFoundSchema } from "./not-found.ts";
import { programSchema } from "./program.ts";
import {
  allIssues,
  applicationsClosed,
  countriesCounted,
  deadlineBeforeStart,
  knownPlaces,
  shownPrograms,
  uniqueCountryCodes,
  uniqueTitles,
  type RawFile,
} from "./rules.ts";
import { siteSchema } from "./site.ts";

export type RawContent = Record<string, RawFile | RawFile[]>;

interface KindBase {
  label: string;
  description?: string;
  schema: z.ZodObject;
  rules?: (file: RawFile) => ContentIssue[];
  warnings?: (file: RawFile, today: string) => ContentIssue[];
  acrossFiles?: (content: RawContent) => Map<RawFile, ContentIssue[]>;
  /** The fields a file's pages take their titles from, as the routes do. */
  pageTitles?: (data: unknown) => PathStep[][];
}

interface FileKind extends KindBase {
  file: string;
}

export interface FolderKind extends KindBase {
  folder: string;
  itemLabel: string;
}

type ContentKind = FileKind | FolderKind;
export type Registry = Record<string, ContentKind>;

export const contentKinds = {
  home: {
    file: "home.yml",
    label: "Home page",
    schema: homeSchema,
    pageTitles: () => [["hero", "heading"]],
    acrossFiles: (content) =>
      allIssues(
        countriesCounted(content.home as RawFile, content.site as RawFile),
        shownPrograms(content.home as RawFile, content.programs as RawFile[]),
      ),
  },
  site: { file: "site.yml", label: "Site settings", schema: siteSchema, rules: uniqueCountryCodes },
  allPrograms: {
    file: "all-programs.yml",
    label: "Page of all programs",
    schema: allProgramsSchema,
    pageTitles: () => [["title"]],
  },
  notFound: {
    file: "not-found.yml",
    label: "Page not found (404)",
    schema: notFoundSchema,
    pageTitles: () => [["title"]],
  },
  programs: {
    folder: "programs",
    label: "Programs",
    itemLabel: "Program",
    description:
      "Every program, each with its card; the home page shows those chosen in Home page › Programs. Fill in its Program page to give it a page of its own; the title of a new program becomes its page's address.",
    schema: programSchema,
    rules: deadlineBeforeStart,
    warnings: applicationsClosed,
    // A program has a page of its own only with its page filled in, and a form's two pages
    // only with its form.
    pageTitles: (data) => [
      ...(valueAt(data, ["page"]) ? [["title"]] : []),
      ...(valueAt(data, ["page", "application"])
        ? [
            ["page", "application", "heading"],
            ["page", "application", "thanks", "heading"],
          ]
        : []),
    ],
    acrossFiles: (content) =>
      allIssues(
        uniqueTitles(content.programs as RawFile[]),
        knownPlaces(content.programs as RawFile[], content.site as RawFile),
      ),
  },
} satisfies Registry;

export function isFolderKind(kind: ContentKind): kind is FolderKind {
  return "folder" in kind;
}

type Parsed<Kind extends ContentKind> = Kind extends FolderKind
  ? Array<z.infer<Kind["schema"]> & { slug: string }>
  : z.infer<Kind["schema"]>;

export type ContentOf<Kinds extends Registry> = { [Name in keyof Kinds]: Parsed<Kinds[Name]> };
