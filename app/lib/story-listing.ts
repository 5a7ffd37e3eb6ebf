import type { PageLanguage, StoryContent } from "#app/schema/types.ts";
import { formatDate } from "#app/schema/dates.ts";
import { continued } from "./language-conventions.ts";
import { pathIn } from "./languages.ts";
import { pagePath } from "./site-map.ts";

/** A story as lists show it, in the page's language. */
export function listedStory(
  story: StoryContent,
  language: Pick<PageLanguage, "prefix" | "code">,
  dateLocale: string,
  /** The names a role may begin with (siteNames), which keep their capital after her name. */
  names: readonly string[] = [],
) {
  const { title, person, role, place, summary } = story;
  return {
    title,
    person,
    role,
    roleInLine: roleInLine(role, language, names),
    place,
    summary,
    href: pathIn(language, pagePath("story", story.slug)),
    date: { text: formatDate(story.date, dateLocale), iso: story.date },
  };
}

/** Her role as it goes on the line after her name: « Awa Jallow, designer web indépendante ». */
export function roleInLine(role: string, language: Pick<PageLanguage, "code">, names: readonly string[]) {
  return continued(role, language.code, names);
}
