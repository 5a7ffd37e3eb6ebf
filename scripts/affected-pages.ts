// Which pages a change to the content changes, from the site map: each page's own file and
// the files of what it shows (app/lib/page-kinds.ts), and the files every page shows. The
// content lane (check-content-lane.ts) checks these pages in a browser, in every language.
import { fieldsOfKind } from "#app/schema/field-path.ts";
import { filesFolder } from "#app/schema/links.ts";
import { proseParts } from "#app/schema/prose.ts";
import { filesOf, type Content } from "#app/schema/registry.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { readTranslationFile } from "#app/schema/translations.ts";
import {
  filesOfEveryPage,
  filesOfPage,
  pageOf,
  pagesInLanguages,
  sitePages,
  type PageInLanguage,
} from "#app/lib/site-map.ts";

export interface AffectedPages {
  pages: PageInLanguage[];
  /** Why every page is checked, when it is: "site.yml is shown on every page". */
  everyPage?: string;
}

/**
 * The content files that name each upload ("files/awa.jpg"): a story its photo, a program its
 * brochure, a text its link to a file.
 */
function uploadsNamed(content: Content): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const { file, schema, data } of filesOf(content)) {
    const found = [
      ...fieldsOfKind(schema, data, ["image", "file", "audio", "link", "page", "prose"]),
    ].flatMap(({ value, meta }) =>
      meta.kind === "prose" ? proseParts(value).flatMap((part) => part.link ?? []) : [value],
    );
    for (const address of found.filter((each) => each.startsWith(filesFolder))) {
      const upload = address.slice(1).split(/[?#]/)[0] ?? "";
      named.set(upload, [...new Set([...(named.get(upload) ?? []), file])]);
    }
  }
  return named;
}

/**
 * The pages, in each of `languages`, that `changed` (files in content/: "programs/x.yml",
 * "programs/x.fr.yml", "files/awa.jpg") change. A file in the site's own language changes its
 * pages in every language (a translation shows its words where it has none); a translation's,
 * in its own, but for what every page shows (a language's site file names it in every
 * language's switch). An upload changes the pages of the files that name it, and none when no
 * file does; any other file no page is made from (a file deleted) changes every page, to be safe.
 */
export function affectedPages(
  content: Content,
  languages: readonly PageLanguage[],
  changed: readonly string[],
): AffectedPages {
  const all = pagesInLanguages(sitePages(content), languages);
  const codes = new Set(languages.map((language) => language.code));
  // Each file as the own language's file it is, and the languages whose pages it changes.
  const everywhere = new Set(filesOfEveryPage(content));
  const uploads = uploadsNamed(content);
  const isUpload = (file: string) => file.startsWith(filesFolder.slice(1));
  const files = changed.flatMap((file) => {
    if (isUpload(file)) return (uploads.get(file) ?? []).map((own) => ({ file, own, code: undefined }));
    const translation = readTranslationFile(file);
    // What every page shows shows in every language: each page's switch names each language
    // as its own site file writes it.
    return [
      translation && codes.has(translation.code) && !everywhere.has(translation.own)
        ? { file, own: translation.own, code: translation.code as string | undefined }
        : { file, own: translation?.own ?? file, code: undefined },
    ];
  });
  const shared = files.find(({ own }) => everywhere.has(own));
  // A page in a language has its site page's kind and name.
  const key = (page: { kind: string; slug?: string }) => `${page.kind}/${page.slug ?? ""}`;
  const sources = new Map(sitePages(content).map((page) => [key(page), new Set(filesOfPage(page, content))]));
  const unmade = files.find(({ own }) => ![...sources.values()].some((files) => files.has(own)));
  if (unmade) return { pages: all, everyPage: `${unmade.file} is no page's file` };

  return {
    pages: all.filter((page) => {
      const made = sources.get(key(page));
      return files
        .filter(({ code }) => code === undefined || code === page.language.code)
        .some(({ own }) => everywhere.has(own) || made?.has(own));
    }),
    ...(shared ? { everyPage: `${shared.file} is shown on every page` } : {}),
  };
}

/** The content on one side of a change: read, its languages, and which of its files exist. */
export interface ContentSide {
  content: Content;
  languages: readonly PageLanguage[];
  has: (file: string) => boolean;
}

/**
 * The pages of `after` that a change affects in the content after it and as it was before:
 * a file added is found after, a file deleted before, and a story moved from one program to
 * another changes both programs' pages. Every page when the page of all programs comes or
 * goes, which every page's footer links to.
 */
export function affectedBeforeAndAfter(
  after: ContentSide,
  before: ContentSide,
  changed: readonly string[],
): AffectedPages {
  const all = pagesInLanguages(sitePages(after.content), after.languages);
  if (Boolean(pageOf(after.content, "all-programs")) !== Boolean(pageOf(before.content, "all-programs"))) {
    return { pages: all, everyPage: "the page of all programs comes or goes, and every page links to it" };
  }
  const sides = [after, before].map((side) =>
    affectedPages(side.content, side.languages, changed.filter(side.has)),
  );
  const everyPage = sides.find((side) => side.everyPage)?.everyPage;
  if (everyPage) return { pages: all, everyPage };
  const addresses = new Set(sides.flatMap((side) => side.pages.map((page) => page.address)));
  return { pages: all.filter((page) => addresses.has(page.address)) };
}
