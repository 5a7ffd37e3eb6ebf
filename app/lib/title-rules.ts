// The rules about the titles of the pages the content makes, read from the kinds' declarations
// (page-kinds.ts): whatever kind makes a page, its title fits search results and is its own
// within its language. The build says each problem in one line naming the file and the field.
import { describePath, valueAt, type PathStep } from "#app/schema/field-path.ts";
import { characters, titleLength } from "#app/schema/page-titles.ts";
import { filesOf, type Content } from "#app/schema/registry.ts";
import { titleTooLong } from "#app/schema/search-fields.ts";
import { translationFile } from "#app/schema/translations.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { sitePages, type SitePage } from "./site-map.ts";

interface LanguageContent {
  language: PageLanguage;
  content: Content;
}

/** A page's title where its language's words write it: its file there, and the field. */
interface WrittenTitle {
  page: SitePage;
  file: string;
  where: string;
  /** Its field's own words: a paged list's title without its page number. */
  written: unknown;
  /** Whether the language writes it itself, not taking the site's own language's words. */
  own: boolean;
}

/**
 * One line for each title the pages take from a field past what search results show, and for
 * each listed page whose title another listed page of its language already has. `languages`
 * are the site's, its own first; `shownFolder` names the files as the staff find them.
 */
export function pageTitleProblems(languages: readonly LanguageContent[], shownFolder: string): string[] {
  const [own] = languages;
  if (!own) return [];
  const ownTitles = writtenTitles(own.content, undefined, new Map());
  const ownByPage = new Map(ownTitles.map((title) => [pageKey(title.page), title.written]));
  const titles = [
    ownTitles,
    ...languages.slice(1).map(({ language, content }) => writtenTitles(content, language.code, ownByPage)),
  ];
  const named = (file: string) => `${shownFolder}/${file}`;
  return titles.flatMap((inLanguage) => [
    ...tooLong(inLanguage).map(
      (title) => `${named(title.file)}: ${title.where} ${titleTooLong(lengthOf(title))}`,
    ),
    ...sharedTitles(inLanguage).map(
      ({ title, earlier }) =>
        `${named(title.file)}: ${title.where} "${title.page.title}" is also the title of ${named(earlier.file)} (${earlier.where}), and search results would show the two pages alike. Give this page a title of its own.`,
    ),
  ]);
}

const pageKey = (page: Pick<SitePage, "kind" | "slug">) => `${page.kind}/${page.slug ?? ""}`;
const lengthOf = (title: WrittenTitle) => characters(String(title.written));

function writtenTitles(
  content: Content,
  code: string | undefined,
  ownByPage: ReadonlyMap<string, unknown>,
): WrittenTitle[] {
  const files = new Map(filesOf(content).map((file) => [file.file, file]));
  return sitePages(content).flatMap((page) => {
    const file = files.get(page.file);
    if (!file) return [];
    const field: PathStep[] = page.titleField;
    const written = valueAt(file.data, field);
    return [
      {
        page,
        file: code ? translationFile(page.file, code) : page.file,
        where: describePath(file.schema, file.data, field),
        written,
        own: code === undefined || ownByPage.get(pageKey(page)) !== written,
      },
    ];
  });
}

/** Each field past what search results show, once, where its language writes it. */
function tooLong(titles: readonly WrittenTitle[]): WrittenTitle[] {
  const said = new Set<string>();
  return titles.filter((title) => {
    const key = `${title.file}\n${title.where}`;
    if (!title.own || said.has(key) || lengthOf(title) <= titleLength) return false;
    said.add(key);
    return true;
  });
}

/**
 * Listed pages of one title. A translation that keeps the site's own language's titles shares
 * what that language shares, which is said there.
 */
function sharedTitles(titles: readonly WrittenTitle[]) {
  const first = new Map<string, WrittenTitle>();
  return titles.flatMap((title) => {
    if (!title.page.indexed) return [];
    const key = title.page.title.trim().toLocaleLowerCase();
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, title);
      return [];
    }
    return title.own || earlier.own ? [{ title, earlier }] : [];
  });
}
