import { programs } from "../content/programs.ts";
import type { Program, ProgramDetail } from "../content/types.ts";

/** A program that has its own page. */
export type ProgramWithPage = Program & { detail: ProgramDetail };

export function programsWithPages(): ProgramWithPage[] {
  const allPrograms: readonly Program[] = programs;
  return allPrograms.filter((program): program is ProgramWithPage => program.detail !== undefined);
}

/**
 * The address of a program's own page, in the form every static host serves without a
 * redirect (the page is the folder's index.html): /programs/<slug>/.
 */
export function programPath(slug: string): string {
  return `/programs/${slug}/`;
}

/** Every program page, for the prerender list, the sitemap and the tests. */
export function programDetailPaths(): string[] {
  return programsWithPages().map((program) => programPath(program.slug));
}

export function findProgramWithPage(slug: string | undefined): ProgramWithPage | undefined {
  return programsWithPages().find((program) => program.slug === slug);
}
