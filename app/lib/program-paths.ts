import type { ButtonContent, PageLanguage, Program } from "#app/schema/types.ts";
import { pathIn } from "./languages.ts";
import { pagePath } from "./site-map.ts";
import { hasPage } from "./programs.ts";

export function cardButton(program: Program, label: string): ButtonContent {
  return { label, link: hasPage(program) ? pagePath("program", program.slug) : program.link };
}

export function programAnchor(slug: string): string {
  return `program-${slug}`;
}

/**
 * The program a story or an event names, as a link to its page in the page's language where
 * it has one, or its title alone.
 */
export function namedProgram(
  programs: readonly Program[],
  slug: string | undefined,
  language: Pick<PageLanguage, "prefix">,
): { title: string; href?: string | undefined } | undefined {
  const program = programs.find((candidate) => candidate.slug === slug);
  return (
    program && {
      title: program.title,
      href: hasPage(program) ? pathIn(language, pagePath("program", program.slug)) : undefined,
    }
  );
}
