import type { ButtonContent, HomeContent, Program, ProgramWithPage } from "#app/schema/types.ts";
import { hasProgramsBeyond } from "./program-places.ts";

// With its final slash: every static host serves the folder's index.html there without a redirect.
export function programPath(slug: string): string {
  return `/programs/${slug}/`;
}

export function hasPage(program: Program): program is ProgramWithPage {
  return program.page !== undefined;
}

export function cardButton(program: Program, label: string): ButtonContent {
  return { label, link: hasPage(program) ? programPath(program.slug) : program.link };
}

export function programAnchor(slug: string): string {
  return `program-${slug}`;
}

/** The page of all programs, published once the home page shows fewer than there are. */
export const allProgramsPath = "/programs/";

/** Its share image: /og/all-programs.png. */
export const allProgramsShareKey = "all-programs";

/**
 * The site's pages besides its 404, as its own language addresses them (each translation has
 * them under its code): the home page, the page of all programs while the home page leaves
 * some out, and each program page.
 */
export function pagePaths({
  programs,
  home,
}: {
  programs: readonly Program[];
  home: { programs: Pick<HomeContent["programs"], "shown"> };
}): string[] {
  return [
    "/",
    ...(hasProgramsBeyond(programs, home.programs.shown) ? [allProgramsPath] : []),
    ...programs.filter(hasPage).map((program) => programPath(program.slug)),
  ];
}
