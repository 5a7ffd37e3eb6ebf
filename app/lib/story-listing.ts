import type { PageLanguage, StoryContent } from "#app/schema/types.ts";
import { formatDate } from "#app/schema/dates.ts";
import { pathIn } from "./languages.ts";
import { pagePath } from "./site-map.ts";

/** A story as lists show it, in the page's language. */
export function listedStory(story: StoryContent, language: Pick<PageLanguage, "prefix">, dateLocale: string) {
  const { title, person, role, place, summary } = story;
  return {
    title,
    person,
    role,
    place,
    summary,
    href: pathIn(language, pagePath("story", story.slug)),
    date: { text: formatDate(story.date, dateLocale), iso: story.date },
  };
}

/** The stories a list of names chooses, in its order (each name is checked to be a story). */
export function chosenStories(stories: readonly StoryContent[], names: readonly string[]): StoryContent[] {
  return names.flatMap((name) => stories.filter((story) => story.slug === name));
}
