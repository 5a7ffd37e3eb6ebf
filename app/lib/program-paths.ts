import type { ButtonContent, Program, ProgramWithPage } from "#app/schema/types.ts";

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
