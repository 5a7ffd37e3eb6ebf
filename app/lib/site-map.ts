// Which pages the content makes, and where each is: the one place that decides it, from the
// declarations of the kinds of page (page-kinds.ts). The route table, the prerender list, the
// loaders' pages and 404s, the sitemap, the share images, the security policy's paths and the
// build checks all ask here (docs/decisions/0017).
import { data } from "react-router";
import { itemFile, type Content } from "#app/schema/registry.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { translationFile } from "#app/schema/translations.ts";
import { pathIn } from "./languages.ts";
import { pageKinds, type ItemOf, type MadePage, type PageAbove, type PageKind } from "./page-kinds.ts";
import { programsShown } from "./program-places.ts";

/** A page's address, as the site's own language has it: one function for every kind. */
export function pagePath(kind: PageKind, slug = ""): string {
  return pathShape(kind, slug).replace(":slug", slug);
}

/**
 * The address of a kind's pages, ":slug" for each one's name: "/programs/:slug/". A paged list's
 * later pages, named by their number, are at "/stories/page/:slug/", its first at "/stories/".
 */
export function pathShape(kind: PageKind, slug?: string): string {
  const { path, paged } = pageKinds[kind] as { path: string; paged?: true };
  return paged && slug ? `${path}page/:slug/` : path;
}

/** The address of a paged list's page, from 1. */
export function listPagePath(kind: PageKind, number: number): string {
  return pagePath(kind, number > 1 ? String(number) : "");
}

/** An event's place on the page of events: "event-" first, so no name of a file takes an id the page has. */
export const eventAnchor = (slug: string) => `event-${slug}`;
/** A page the content makes, as the site's own language has it, with its item in the content asked. */
export interface SitePage<Item = unknown> extends MadePage<Item> {
  kind: PageKind;
  /** Its address: "/programs/x/". Each translation has it under its code: "/fr/programs/x/". */
  path: string;
  /** Whether search engines are asked to list it (the sitemap, no `noindex`). */
  indexed: boolean;
}

// One content makes one list, however many pages ask for it.
const madeFrom = new WeakMap<object, SitePage[]>();

/** Every page the content makes, kind after kind, in the order the kinds are declared. */
export function sitePages(content: Content): SitePage[] {
  let pages = madeFrom.get(content);
  if (!pages) {
    pages = (Object.keys(pageKinds) as PageKind[]).flatMap((kind) => {
      const { listed, pages: made } = pageKinds[kind];
      return (made(content) as Array<MadePage<unknown>>).map((page) => ({
        kind,
        path: pagePath(kind, page.slug),
        indexed: listed,
        ...page,
      }));
    });
    madeFrom.set(content, pages);
  }
  return pages;
}

/** The page of this kind (and item name) the content makes, if it makes one. */
export function pageOf<Kind extends PageKind>(
  content: Content,
  kind: Kind,
  slug?: string,
): SitePage<ItemOf<Kind>> | undefined {
  return pagesByName(content).get(kind)?.get(slug) as SitePage<ItemOf<Kind>> | undefined;
}

// Each page's loader finds its page here, twice: a search of the list for each grew as the
// square of the number of pages.
const namedIn = new WeakMap<object, Map<PageKind, Map<string | undefined, SitePage>>>();

function pagesByName(content: Content): Map<PageKind, Map<string | undefined, SitePage>> {
  let named = namedIn.get(content);
  if (!named) {
    named = new Map();
    for (const page of sitePages(content)) {
      const ofKind = named.get(page.kind) ?? new Map<string | undefined, SitePage>();
      named.set(page.kind, ofKind);
      if (!ofKind.has(page.slug)) ofKind.set(page.slug, page);
    }
    namedIn.set(content, named);
  }
  return named;
}

/**
 * A route's page, its item in the page's language (`content`), as the site's own content makes
 * it (`base`), with the way back up from it; or the 404 the host answers for an address the
 * content does not make.
 */
export function pageFor<Kind extends PageKind>(
  { content, base }: { content: Content; base: Content },
  kind: Kind,
  slug?: string,
): SitePage<ItemOf<Kind>> & { trail?: Trail } {
  const page = pageOf(content, kind, slug);
  if (!page || !pageOf(base, kind, slug)) throw data(null, { status: 404 });
  const trail = trailOf(content, page);
  return trail ? { ...page, trail } : page;
}

/** A page above another, as the trail above its title names it and search engines do. */
export interface Crumb {
  /** Its name: the home page's word for itself, or the page's title. */
  name: string;
  /** The words of the link to it, which the page under it may give as its own. */
  label: string;
  /** As the site's own language has it: "/stories/". */
  path: string;
  /** The page under it has words of its own for the way back to it ("Back to Programs"). */
  back?: true;
}

/** The pages above a page, the home page first, and what screen readers call the list of them. */
export interface Trail {
  label: string;
  crumbs: Crumb[];
}

/** The pages above `page`, from the home page down to the one it sits under; none for a page with no way up. */
export function trailOf(content: Content, page: SitePage): Trail | undefined {
  const crumbs: Crumb[] = [];
  let above = pageAbove(content, page);
  // Bounded, so that a kind declared under one of its own pages could not loop.
  while (above && crumbs.length < Object.keys(pageKinds).length) {
    const { crumbName } = pageKinds[above.page.kind] as { crumbName?: (content: Content) => string };
    const name = crumbName?.(content) ?? above.page.title;
    const own = crumbs.length === 0 ? above.label : undefined;
    crumbs.unshift({
      name,
      label: own ?? name,
      path: above.page.path,
      ...(own ? { back: true as const } : {}),
    });
    above = pageAbove(content, above.page);
  }
  return crumbs.length > 0 ? { label: content.site.navigation.trailLabel, crumbs } : undefined;
}

function pageAbove(content: Content, page: SitePage): { page: SitePage; label?: string } | undefined {
  const { paged, under } = pageKinds[page.kind] as {
    paged?: true;
    under?: (item: unknown, content: Content) => PageAbove | null;
  };
  // A paged list's later pages sit under its first.
  const first = paged && page.slug ? pageOf(content, page.kind) : undefined;
  if (first) return { page: first };
  const above = under ? under(page.item, content) : { kind: "home" as const };
  if (!above) return undefined;
  const found = pageOf(content, above.kind, above.slug) ?? pageOf(content, "home");
  return found && { page: found, ...(above.label ? { label: above.label } : {}) };
}

/** A page in one language: its address there, its built file and the file of its words. */
export interface PageInLanguage extends SitePage {
  language: PageLanguage;
  /** "/fr/programs/x/". */
  address: string;
  /** The address of its kind there, a program's name as a placeholder: "/fr/programs/:slug/". */
  shape: string;
  /** In the built site: "fr/programs/x/index.html", "fr/404.html". */
  builtFile: string;
  /** The content file of its words in this language: "programs/x.fr.yml". */
  wordsFile: string;
}

/** Every page in every language, the site's own first. */
export function pagesInLanguages(
  pages: readonly SitePage[],
  languages: readonly PageLanguage[],
): PageInLanguage[] {
  const [own] = languages;
  return languages.flatMap((language) =>
    pages.map((page) => {
      const address = pathIn(language, page.path);
      return {
        ...page,
        language,
        address,
        shape: pathIn(language, pathShape(page.kind, page.slug)),
        builtFile: builtFileOf(page.kind, language, address),
        wordsFile: language.code === own?.code ? page.file : translationFile(page.file, language.code),
      };
    }),
  );
}

function builtFileOf(kind: PageKind, language: PageLanguage, address: string): string {
  const kindOf = pageKinds[kind] as { builtAs?: string };
  if (kindOf.builtAs) return pathIn(language, `/${kindOf.builtAs}`).slice(1);
  return address.endsWith("/") ? `${address.slice(1)}index.html` : `${address.slice(1)}.html`;
}

/**
 * The content files every page shows: the site's words, and what the header and the footer
 * link to (the home page's ways to get involved and the programs it shows, unless the staff
 * chose the footer's links), as the root's loader reads them.
 */
export function filesOfEveryPage({ site, home, programs }: Content): string[] {
  return [
    "site.yml",
    "home.yml",
    "all-programs.yml",
    "not-found.yml",
    ...(site.footer.programLinks?.length
      ? []
      : programsShown(programs, home.programs.shown).map(itemFile.programs)),
  ];
}

/** The content files a page is made from: its own, and what it shows (its kind's `shows`). */
export function filesOfPage(page: SitePage, content: Content): string[] {
  const { shows } = pageKinds[page.kind] as { shows?: (item: unknown, content: Content) => string[] };
  return [page.file, ...(shows?.(page.item, content) ?? [])];
}
