import type * as z from "zod";
import { allProgramsSchema } from "./all-programs.ts";
import { homeSchema } from "./home.ts";
import { eventSchema, eventTimes } from "./events.ts";
import { formSchema } from "./forms.ts";
import { reportSchema } from "./reports.ts";
import { storySchema } from "./stories.ts";
import { notFoundSchema } from "./not-found.ts";
import { pageSchema } from "./pages.ts";
import { programSchema } from "./program.ts";
import { siteSchema } from "./site.ts";

// The kinds of content file: where each is, what it is called in the editor and its schema
// (with the rules about one file). The rules across files are the content check's
// (app/content/rules.ts); which pages a file makes, the site map's (app/lib/page-kinds.ts).
interface KindBase {
  label: string;
  description?: string;
  schema: z.ZodObject;
}

interface FileKind extends KindBase {
  file: string;
}

export interface FolderKind extends KindBase {
  folder: string;
  itemLabel: string;
  /** What the staff keep in it, said above its list in the editor. */
  description: string;
  /** Whether the site may have none of these: a form, but not a program. */
  optional: boolean;
}

type ContentKind = FileKind | FolderKind;
export type Registry = Record<string, ContentKind>;

export const contentKinds = {
  home: {
    file: "home.yml",
    label: "Home page",
    schema: homeSchema,
  },
  site: {
    file: "site.yml",
    label: "Site settings",
    schema: siteSchema,
  },
  allPrograms: {
    file: "all-programs.yml",
    label: "Page of all programs",
    schema: allProgramsSchema,
  },
  notFound: {
    file: "not-found.yml",
    label: "Page not found (404)",
    schema: notFoundSchema,
  },
  programs: {
    folder: "programs",
    label: "Programs",
    itemLabel: "Program",
    optional: false,
    description:
      "Every program, each with its card; the home page shows those chosen in Home page › Programs. Fill in its Program page to give it a page of its own; the title of a new program becomes its page's address.",
    schema: programSchema,
  },
  forms: {
    folder: "forms",
    label: "Forms",
    itemLabel: "Form",
    optional: true,
    description:
      "Forms of their own, each at the address of its file name (/mentor/ for mentor.yml), with its thank-you page: a mentor's, a partner's, a volunteer's, a question. A button leads to one when you choose it under its Form.",
    schema: formSchema,
  },
  stories: {
    folder: "stories",
    label: "Stories",
    itemLabel: "Story",
    optional: true,
    description:
      "Stories of alumnae and mentors, each a page at /stories/<name>/, listed newest first at /stories/ and in a feed; a program's page shows the stories of its program. Their page's words are in Site settings › Stories.",
    schema: storySchema,
  },
  events: {
    folder: "events",
    label: "Events",
    itemLabel: "Event",
    optional: true,
    description:
      "Info sessions, graduations, workshops: listed at /events/, the next ones first and past ones apart (decided each morning, when the site is rebuilt), each with a file to add it to a calendar. The page's words are in Site settings › Events.",
    schema: eventSchema,
  },
  reports: {
    folder: "reports",
    label: "Impact reports",
    itemLabel: "Report",
    optional: true,
    description:
      "A year's impact report, a page at /impact/<year>/: its figures, its charts, its stories. Copy last year's to start the next. The words around them are in Site settings › Impact reports.",
    schema: reportSchema,
  },
  pages: {
    folder: "pages",
    label: "Pages",
    itemLabel: "Page",
    optional: true,
    description:
      "Pages of your own, each at the address of its file name (/about/ for about.yml): about us, privacy, accessibility, a code of conduct. A button or a footer link leads to one when you choose it under its Page.",
    schema: pageSchema,
  },
} satisfies Registry;

export function isFolderKind(kind: ContentKind): kind is FolderKind {
  return "folder" in kind;
}

/**
 * What is worked out from a kind's files once they are checked, as the content is read (an
 * event's instants): every page takes it from there, none works it out again.
 */
export const workedOut = {
  events: (event: z.infer<typeof eventSchema>) => ({ ...event, ...eventTimes(event) }),
};

/** A file's content as the pages take it: as written, with what is worked out from it. */
type Read<Name, Kind extends ContentKind> = Name extends keyof typeof workedOut
  ? ReturnType<(typeof workedOut)[Name]>
  : z.infer<Kind["schema"]>;

type Parsed<Name, Kind extends ContentKind> = Kind extends FolderKind
  ? Array<Read<Name, Kind> & { slug: string }>
  : Read<Name, Kind>;

export type ContentOf<Kinds extends Registry> = { [Name in keyof Kinds]: Parsed<Name, Kinds[Name]> };

/** The site's content as its pages take it: each file's fields, each program with its file name. */
export type Content = ContentOf<typeof contentKinds>;

/** The kinds of content kept as a folder of files, one an item: "programs", "stories". */
export type FolderKindName = {
  [Name in keyof typeof contentKinds]: (typeof contentKinds)[Name] extends FolderKind ? Name : never;
}[keyof typeof contentKinds];

/** Each item's file in content/, as the editor saves it: itemFile.stories(story) is "stories/<name>.yml". */
export const itemFile = Object.fromEntries(
  Object.entries(contentKinds as Registry).flatMap(([name, kind]) =>
    isFolderKind(kind) ? [[name, ({ slug }: { slug: string }) => `${kind.folder}/${slug}.yml`]] : [],
  ),
) as Record<FolderKindName, (item: { slug: string }) => string>;

/** Each file of the content as the pages take it: its kind, its path in content/, its schema and data. */
export function filesOf(
  content: Content,
): Array<{ kind: string; file: string; schema: z.ZodObject; data: unknown }> {
  return Object.entries(contentKinds as Registry).flatMap(([name, kind]) => {
    const data = (content as Record<string, unknown>)[name];
    if (!isFolderKind(kind)) return [{ kind: name, file: kind.file, schema: kind.schema, data }];
    return (data as Array<{ slug: string }>).map((item) => ({
      kind: name,
      file: itemFile[name as FolderKindName](item),
      schema: kind.schema,
      data: item,
    }));
  });
}
