// A page's title, as the content sets it: within what search results show, and not another
// listed page's of its language.
import type * as z from "zod";
import { describePath, valueAt, type PathStep } from "#app/schema/field-path.ts";
import { characters, titleLength } from "#app/schema/page-titles.ts";
import { isFolderKind, type Registry } from "#app/schema/registry.ts";
import { translationFile } from "#app/schema/translations.ts";
import type { RawContent, RawFile } from "./raw-files.ts";

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

/**
 * Each page's title, in every language, within what search results show, and no two listed
 * pages of a language with one title (a page and its twin in another language may share one).
 */
export function pageTitleProblems(
  kinds: Registry,
  raw: RawContent,
  slugs: Map<RawFile, string>,
  content: Record<string, unknown>,
  translations: Record<string, Record<string, unknown>>,
): string[] {
  const titled: TitledPage[] = [];
  const problems = Object.entries(kinds).flatMap(([name, kind]) => {
    const { pageTitles } = kind;
    if (!pageTitles) return [];
    const files = [raw[name] ?? []].flat();
    const itemsOf = (of: Record<string, unknown>) =>
      isFolderKind(kind)
        ? files.map((file) =>
            (of[name] as Array<{ slug: string }>).find((item) => item.slug === slugs.get(file)),
          )
        : [of[name]];
    const own = itemsOf(content);
    const note = (file: string, language: string, item: unknown) => {
      for (const { at, listed } of pageTitles(item)) {
        // Two programs of one title are said by their own rule (uniqueTitles).
        const title = valueAt(item, at);
        const ownTitle = language === "" && isFolderKind(kind) && at.join() === "title";
        if (listed && typeof title === "string" && !ownTitle) {
          titled.push({ file, language, title, where: describePath(kind.schema, item, at) });
        }
      }
    };
    return files.flatMap(({ file }, index) => {
      note(file, "", own[index]);
      return [
        ...titleProblems(
          file,
          kind.schema,
          own[index],
          pageTitles(own[index]).map(({ at }) => at),
        ),
        ...Object.entries(translations).flatMap(([code, translated]) => {
          const item = itemsOf(translated)[index];
          note(translationFile(file, code), code, item);
          const places = pageTitles(item).map(({ at }) => at);
          return titleProblems(translationFile(file, code), kind.schema, item, places, own[index]);
        }),
      ];
    });
  });
  return [...problems, ...sharedTitleProblems(titled)];
}
