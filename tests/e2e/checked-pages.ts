// The pages the browser checks visit, from the site map of a content set, in every language.
// On the site's own content, the same specs are the whole suite's and the content lane's: the
// lane names the pages a change affects (CONTENT_LANE_PAGES, scripts/check-content-lane.ts),
// and the specs check those. So the two judge a save alike.
import { readFileSync } from "node:fs";
import { contentFolder } from "#app/content/files.server.ts";
import { loadLanguages, type Content } from "#app/content/load.server.ts";
import { pageOf, pagesInLanguages, sitePages, type PageInLanguage } from "#app/lib/site-map.ts";
import type { PageKind } from "#app/lib/page-kinds.ts";
import type { PageContent, PageLanguage } from "#app/schema/types.ts";
import { pathIn } from "#app/lib/languages.ts";
import { missingPath, takeBuildMoment } from "./site-content.ts";

export interface CheckedPage extends PageInLanguage {
  /** Where a visitor meets it: its address; the 404 page, at an address the site lacks. */
  path: string;
  status: number;
  /** How a test names it: "home page", "“Digital Bridge Gambia” page in Français". */
  label: string;
  /** Its one h1. */
  heading: string;
  /** The site's name in the page's language, which the header holds whole. */
  siteName: string;
  /** The content of the page's language. */
  content: Content;
  /** The same page in each other language: where the language switch leads. */
  twins: Array<Pick<CheckedPage, "language" | "path" | "heading" | "content">>;
}

/** The addresses the content lane checks, when it is the lane that runs the specs. */
function lanePages(): ReadonlySet<string> | undefined {
  const file = process.env.CONTENT_LANE_PAGES;
  if (!file) return undefined;
  return new Set(
    (JSON.parse(readFileSync(file, "utf8")) as Array<{ address: string }>).map((page) => page.address),
  );
}

/**
 * Every page of the content in `folder`, in every language, the site's own first; or, in the
 * content lane, those it names. With `perKind`, the first so many of each kind in each language:
 * a site's pages grow with what the staff write, and the checks' time with them. The first
 * pages of a kind the lane names are never fewer of the first pages of that kind, so what the
 * whole suite finds on a page a change affects, the lane finds too.
 */
export function checkedPages(folder: string, { perKind = Infinity } = {}): CheckedPage[] {
  takeBuildMoment(folder);
  const languages = loadLanguages(folder);
  const [own] = languages;
  if (!own) throw new Error(`${folder} has no language.`);
  const named = lanePages();
  const taken = new Map<string, number>();
  return pagesInLanguages(
    sitePages(own.content),
    languages.map(({ language }) => language),
  ).flatMap((page) => {
    if (named && !named.has(page.address)) return [];
    const key = `${page.kind} ${page.language.code}`;
    if ((taken.get(key) ?? 0) >= perKind) return [];
    taken.set(key, (taken.get(key) ?? 0) + 1);
    const { content } = languages.find(({ language }) => language.code === page.language.code) ?? own;
    const notFound = page.kind === "not-found";
    const inLanguage = (language: PageLanguage, of: Content) => ({
      language,
      path: pathIn(language, notFound ? missingPath : page.path),
      heading: notFound ? of.notFound.heading : titleIn(of, page),
      content: of,
    });
    return [
      {
        ...page,
        ...inLanguage(page.language, content),
        status: notFound ? 404 : 200,
        label: page.language.code === own.language.code ? page.name : `${page.name} in ${page.language.name}`,
        siteName: content.site.name,
        twins: languages
          .filter(({ language }) => language.code !== page.language.code)
          .map(({ language, content: of }) => inLanguage(language, of)),
      },
    ];
  });
}

/** The page's title in its language: the site map of that language's content has it. */
function titleIn(content: Content, page: Pick<PageInLanguage, "kind" | "slug" | "title">): string {
  return pageOf(content, page.kind, page.slug)?.title ?? page.title;
}

/**
 * The site's own pages the checks visit: the first two of each kind in each language (two, for
 * a kind whose pages differ, such as a program's with a form and one without), or the lane's.
 */
export const siteCheckedPages = () => checkedPages(contentFolder(), { perKind: 2 });

/** The first checked page of each kind, in each language. */
export function oneOfEachKind(pages: readonly CheckedPage[]): CheckedPage[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    const key = `${page.kind} ${page.language.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The checked pages of a kind, in the site's own language: what the specs of a kind read. */
export function ofKind(pages: readonly CheckedPage[], kind: PageKind): CheckedPage[] {
  return pages.filter((page) => page.kind === kind && !page.language.prefix);
}

/**
 * One page of each kind in each language, and in the site's own language the pages the staff
 * write that hold a kind of block no page before them did (people, partners, questions, the
 * forms, the ways to give…): each block has its own markup, and the checks see each once
 * however many pages the content has. The fixture's pages the slower checks visit.
 */
export function eachKindAndEveryBlock(pages: readonly CheckedPage[]): CheckedPage[] {
  const seen = new Set<string>();
  const staffPages = pages.filter((page) => {
    if (page.kind !== "page" || page.language.prefix) return false;
    const blocks = (page.item as PageContent).sections.flatMap((section) =>
      Object.entries(section).flatMap(([block, value]) =>
        block !== "heading" && (Array.isArray(value) ? value.length > 0 : Boolean(value)) ? [block] : [],
      ),
    );
    const fresh = blocks.filter((block) => !seen.has(block));
    for (const block of fresh) seen.add(block);
    return fresh.length > 0;
  });
  return [...new Set([...oneOfEachKind(pages), ...staffPages])];
}
