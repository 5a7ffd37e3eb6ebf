import type { Program, ProgramWithPage } from "#app/schema/types.ts";

/**
 * The address of a program's own page, in the form every static host serves without a
 * redirect (the page is the folder's index.html): /programs/<slug>/.
 */
export function programPath(slug: string): string {
  return `/programs/${slug}/`;
}

export function hasPage(program: Program): program is ProgramWithPage {
  return program.page !== undefined;
}

/** The address a program's card leads to: its page, or nowhere (an inert button). */
export function programLink(program: Program): string | undefined {
  return hasPage(program) ? programPath(program.slug) : undefined;
}
