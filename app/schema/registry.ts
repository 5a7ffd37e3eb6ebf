// Every kind of content file, once: where it lives in content/, its schema, what the editor
// calls it, and the rules beyond its fields. The loader, the build's check, the editor's
// forms and its check before saving all read this list, so a new kind is one entry here.
import type * as z from "zod";
import { homeSchema } from "./home.ts";
import type { ContentIssue } from "./messages.ts";
import { notFoundSchema } from "./not-found.ts";
import { programSchema } from "./program.ts";
import { countriesCounted, deadlineBeforeStart, uniquePositions, type RawFile } from "./rules.ts";
import { siteSchema } from "./site.ts";

/** The files of every kind as read from disk: one file, or the files of a folder. */
export type RawContent = Record<string, RawFile | RawFile[]>;

interface KindBase {
  /** What the editor calls it, e.g. "Site settings". */
  label: string;
  description?: string;
  schema: z.ZodObject;
  /** Rules one file of this kind keeps beyond its fields, e.g. a deadline before the start. */
  rules?: (file: RawFile) => ContentIssue[];
  /** Rules that compare this kind's files with others, reported on the file at fault. */
  acrossFiles?: (content: RawContent) => Map<RawFile, ContentIssue[]>;
}

/** One file, e.g. content/site.yml. */
interface FileKind extends KindBase {
  file: string;
}

/** A folder of files of one kind, each named for its page address, e.g. content/programs/. */
export interface FolderKind extends KindBase {
  folder: string;
  /** What one file is called, e.g. "Program". */
  itemLabel: string;
}

type ContentKind = FileKind | FolderKind;
export type Registry = Record<string, ContentKind>;

export const contentKinds = {
  home: {
    file: "home.yml",
    label: "Home page",
    schema: homeSchema,
    acrossFiles: (content) => countriesCounted(content.home as RawFile, content.site as RawFile),
  },
  site: { file: "site.yml", label: "Site settings", schema: siteSchema },
  notFound: { file: "not-found.yml", label: "Page not found (404)", schema: notFoundSchema },
  programs: {
    folder: "programs",
    label: "Programs",
    itemLabel: "Program",
    description:
      "One entry per program card on the home page. Fill in its Program page to give it a page of its own; the title of a new program becomes its page's address.",
    schema: programSchema,
    rules: deadlineBeforeStart,
    acrossFiles: (content) => uniquePositions(content.programs as RawFile[]),
  },
} satisfies Registry;

export function isFolderKind(kind: ContentKind): kind is FolderKind {
  return "folder" in kind;
}

type Parsed<Kind extends ContentKind> = Kind extends FolderKind
  ? Array<z.infer<Kind["schema"]> & { slug: string }>
  : z.infer<Kind["schema"]>;

/** The content of every kind, checked and typed; a folder's items in their `order`. */
export type ContentOf<Kinds extends Registry> = { [Name in keyof Kinds]: Parsed<Kinds[Name]> };
