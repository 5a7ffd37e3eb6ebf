// A page's title, as the content sets it, is not another listed page's of its language (its
// length is its field's own rule: app/schema/search-fields.ts).
import { describePath, valueAt } from "#app/schema/field-path.ts";
import { isFolderKind, type Registry } from "#app/schema/registry.ts";
import { translationFile } from "#app/schema/translations.ts";
import type { RawContent, RawFile } from "./raw-files.ts";

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
 * No two listed pages of a language with one title (a page and its twin in another language
 * may share one).
 */
export function pageTitleProblems(
  kinds: Registry,
  raw: RawContent,
  slugs: Map<RawFile, string>,
  content: Record<string, unknown>,
  translations: Record<string, Record<string, unknown>>,
): string[] {
  const titled: TitledPage[] = [];
  for (const [name, kind] of Object.entries(kinds)) {
    const { pageTitles } = kind;
    if (!pageTitles) continue;
    const files = [raw[name] ?? []].flat();
    // Each language's items found once, by name: a search per file grew as the square of the
    // number of programs, for each file of each language.
    const itemsOf = (of: Record<string, unknown>) => {
      if (!isFolderKind(kind)) return [of[name]];
      const bySlug = new Map<string | undefined, unknown>();
      for (const item of of[name] as Array<{ slug?: string }>) {
        if (!bySlug.has(item.slug)) bySlug.set(item.slug, item);
      }
      return files.map((file) => bySlug.get(slugs.get(file)));
    };
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
    const own = itemsOf(content);
    const translated = Object.entries(translations).map(([code, of]) => ({ code, items: itemsOf(of) }));
    files.forEach(({ file }, index) => {
      note(file, "", own[index]);
      for (const { code, items } of translated) note(translationFile(file, code), code, items[index]);
    });
  }
  return sharedTitleProblems(titled);
}
