import type * as z from "zod";
import { describePath, valueAt, type PathStep } from "./field-path.ts";

/** Search results show about this many characters of a title, and cut the rest. */
export const titleLength = 60;

interface SiteNames {
  name: string;
  shortName: string;
}

const characters = (text: string) => [...text].length;

/**
 * The browser tab's and the search result's title: the page's own, then the organisation's
 * name, or its short name where the whole name would be cut, or the page's own alone.
 */
export function pageTitle(title: string, site: SiteNames): string {
  const candidates = [`${title} | ${site.name}`, `${title} | ${site.shortName}`];
  return candidates.find((candidate) => characters(candidate) <= titleLength) ?? title;
}

/**
 * One line for each field that would make a page's title longer than search results show.
 * `base` is the site's own language's data, given for a translation: a field the translation
 * does not change is said once, for the file it comes from.
 */
export function titleProblems(
  file: string,
  schema: z.ZodType,
  data: unknown,
  places: readonly PathStep[][],
  base?: unknown,
): string[] {
  return places.flatMap((place) => {
    const title = valueAt(data, place);
    if (typeof title !== "string" || characters(title) <= titleLength) return [];
    if (base !== undefined && valueAt(base, place) === title) return [];
    return [
      `${file}: ${describePath(schema, data, place)} is the page's title in search results and the browser tab, which show ${titleLength} characters; it has ${characters(title)}. Shorten it.`,
    ];
  });
}

/** A listed page's title, where the content sets it, in one language ("" for the site's own). */
export interface TitledPage {
  file: string;
  language: string;
  title: string;
  /** The field, as the editor labels it. */
  where: string;
}

/**
 * One line for each page whose title another listed page of its language already has: search
 * results would show the two alike. A translation that keeps a title of the site's own
 * language keeps it for one page only, so twins in two languages are never compared.
 */
export function sharedTitleProblems(pages: readonly TitledPage[]): string[] {
  const first = new Map<string, TitledPage>();
  return pages.flatMap((page) => {
    const key = `${page.language}\n${page.title.trim().toLocaleLowerCase()}`;
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, page);
      return [];
    }
    return [
      `${page.file}: ${page.where} "${page.title}" is also the title of ${earlier.file} (${earlier.where}), and search results would show the two pages alike. Give this page a title of its own.`,
    ];
  });
}
