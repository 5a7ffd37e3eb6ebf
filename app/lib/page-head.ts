// What a page's <head> says of it: its loader gives it as `head` (pageHead), and every route
// takes the one `meta` below, which writes it with what every page says (meta.ts).
import type { MetaDescriptor } from "react-router";
import { characters } from "#app/schema/page-titles.ts";
import { descriptionLength, searchSnippet } from "#app/schema/search-fields.ts";
import type { LanguageWords, PageLanguage, SiteContent } from "#app/schema/types.ts";
import { pathIn } from "./languages.ts";
import { absoluteUrl, pageMeta } from "./meta.ts";
import { pageContextOf } from "./page-context.ts";
import { trailData, withTrail, type DescribedPage } from "./structured-data.ts";
import type { Trail } from "./site-map.ts";
import { wordsLanguages } from "./words-language.ts";

/** A page's own part of its <head>, as its loader worked it out. */
export interface PageHead {
  title: string;
  path: string;
  description: string;
  shareImage?: { key: string; alt: string };
  /** Pages search engines are asked not to list: the 404 and thank-you pages. */
  noindex?: boolean;
  /** A page that lists others: "website"; every other page is an "article". */
  type?: "website";
  structuredData?: object;
  /** A feed readers find from the page. */
  feed?: string;
  /** The links above its title, up to the home page, in its language. */
  trail?: ShownTrail;
}

/** The way up from a page, as its links show it: each in the page's language. */
export interface ShownTrail {
  label: string;
  crumbs: Array<{ label: string; href: string }>;
  /** Drawn as one link back to the last, in the words the page has for it. */
  back?: true;
}

/** What a kind of page says of itself besides its title. */
export interface HeadWords {
  description: string;
  /**
   * Its first words on the page, which stand for its description where a translation lacks
   * it: search results and link previews cannot say that a line is in another language.
   */
  lead?: string | undefined;
  /** What its share image shows, for those who cannot see it; its title unless said. */
  shareAlt?: string;
  noindex?: boolean;
  type?: "website";
  /** Its structured data, given the page as search engines name it. */
  structuredData?: (page: DescribedPage) => object;
  feed?: string;
}

/** A page's head, in its loader: its address, title and share image, and what it says. */
export function pageHead(
  {
    content,
    base,
    language,
    words,
  }: {
    content: { site: Pick<SiteContent, "siteUrl" | "description"> };
    base: { site: Pick<SiteContent, "language"> };
    language: PageLanguage;
    words: LanguageWords;
  },
  page: { path: string; title: string; shareKey?: string; trail?: Trail },
  { description, lead, shareAlt = page.title, structuredData, ...rest }: HeadWords,
): PageHead {
  const { path, title, shareKey, trail } = page;
  const described = { url: absoluteUrl(content.site, pathIn(language, path)), name: title, language };
  // A description not yet translated gives way to the page's lead in its language, or the
  // site's description: the staff's warning says so (app/content/translate.ts).
  const { untranslated } = wordsLanguages(base.site.language, words);
  // A stand-in long enough for a search result to show it as a description.
  const standIn = [lead, content.site.description].find(
    (text): text is string =>
      text !== undefined && !untranslated(text) && characters(text) >= descriptionLength.min,
  );
  const inPageLanguage = untranslated(description) ? standIn : description;
  return {
    title,
    path,
    description:
      inPageLanguage && inPageLanguage !== description ? searchSnippet(inPageLanguage) : description,
    ...rest,
    ...(shareKey ? { shareImage: { key: shareKey, alt: shareAlt } } : {}),
    ...(structuredData || trail
      ? {
          structuredData: withTrail(
            structuredData?.(described),
            trail && trailData(content.site, trail, described),
          ),
        }
      : {}),
    ...(trail
      ? {
          trail: {
            label: trail.label,
            crumbs: trail.crumbs.map((crumb) => ({ label: crumb.label, href: pathIn(language, crumb.path) })),
            ...(trail.crumbs.at(-1)?.back ? { back: true as const } : {}),
          },
        }
      : {}),
  };
}

/** Every route's `meta`: the head its loader gave, with the site and the languages. */
export function meta({
  loaderData,
  matches,
}: {
  loaderData?: { head: PageHead } | null;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}): MetaDescriptor[] {
  if (!loaderData) return [];
  const { site, language, languages } = pageContextOf(matches);
  const { feed, ...head } = loaderData.head;
  const tags = pageMeta({ site, language, languages, ...head });
  // Feed readers find the feed from the page.
  if (feed)
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: head.title,
      href: feed,
    });
  return tags;
}
