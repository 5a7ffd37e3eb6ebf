// The files the site publishes beside its pages: each language's feed of the stories, each
// event's calendar file in each language, the small copies of the photos, the sitemap and
// robots.txt. Each kind is made by one resource route of React Router (app/routes/), which
// the build prerenders and the dev server answers alike; which of them the content makes is
// decided here, as the pages are in page-kinds.ts.
import type { Content } from "#app/schema/registry.ts";
import type { PageFacts, PageLanguage } from "#app/schema/types.ts";
import { calendarFolder } from "#deploy/paths.ts";
import { photoCopies, photosFolder } from "./photos.ts";

type Language = Pick<PageLanguage, "prefix">;

export interface FileKindDeclaration {
  module: string;
  /** Its route's address in a language, ":slug" for the name of each file it makes. */
  path: (language: Language) => string;
  /** One file for every language (a photo's copy, the sitemap): under the site's own addresses alone. */
  everyLanguage?: boolean;
  /** The names the content makes files of; "" for a file of one address, none when it makes none. */
  files: (content: Content, facts: Pick<PageFacts, "photos">) => string[];
}

/**
 * The stories' feed (Atom) in a language, and an event's calendar file: in folders of their
 * own, each language's below its code (/feeds/fr/stories.xml, /calendar/fr/<name>.ics), so
 * that one header rule covers each folder however many events there are (Cloudflare reads 100).
 */
export const fileKinds = {
  feed: {
    module: "routes/feed.ts",
    path: (language) => `/feeds${language.prefix}/stories.xml`,
    files: ({ stories, site }) => (stories.length > 0 && site.stories ? [""] : []),
  },
  calendar: {
    module: "routes/calendar-file.ts",
    path: (language) => `${calendarFolder.slice(0, -1)}${language.prefix}/:slug`,
    files: ({ events }) => events.map((event) => `${event.slug}.ics`),
  },
  photo: {
    module: "routes/photo-copy.ts",
    path: () => `${photosFolder}:slug`,
    everyLanguage: true,
    // Never wider than the photo itself: its size decides which copies there are.
    files: (_, { photos }) =>
      Object.entries(photos).flatMap(([file, size]) =>
        photoCopies(file, size).map((copy) => copy.src.split("/").at(-1) ?? ""),
      ),
  },
  sitemap: {
    module: "routes/sitemap.ts",
    path: () => "/sitemap.xml",
    everyLanguage: true,
    files: () => [""],
  },
  robots: { module: "routes/robots.ts", path: () => "/robots.txt", everyLanguage: true, files: () => [""] },
} satisfies Record<string, FileKindDeclaration>;

export type FileKind = keyof typeof fileKinds;

/** A file's address in a language: its name in its kind's address. */
export function filePath(kind: FileKind, language: Language, name = ""): string {
  return fileKinds[kind].path(language).replace(":slug", name);
}

/** The languages a kind of file has an address in: each of the site's, or its own alone. */
export function languagesOfFiles<Each extends Language>(kind: FileKind, languages: readonly Each[]): Each[] {
  const declared: FileKindDeclaration = fileKinds[kind];
  return declared.everyLanguage ? languages.slice(0, 1) : [...languages];
}

/** The language whose address of this kind a path is: "/calendar/fr/x.ics" is French. */
export function languageOfFile<Each extends Language>(
  kind: FileKind,
  pathname: string,
  languages: readonly Each[],
): Each | undefined {
  return languagesOfFiles(kind, languages).find((language) => {
    const [before = "", after = ""] = fileKinds[kind].path(language).split(":slug");
    return (
      pathname.startsWith(before) && pathname.endsWith(after) && !pathname.slice(before.length).includes("/")
    );
  });
}

/** Every file the content makes beside its pages, in every language, by its address. */
export function besidePages(
  content: Content,
  facts: Pick<PageFacts, "photos">,
  languages: readonly Language[],
): string[] {
  return (Object.keys(fileKinds) as FileKind[]).flatMap((kind) => {
    const names = fileKinds[kind].files(content, facts);
    return languagesOfFiles(kind, languages).flatMap((language) =>
      names.map((name) => filePath(kind, language, name)),
    );
  });
}
