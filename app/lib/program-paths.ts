import type { ButtonContent, Program } from "#app/schema/types.ts";
import { hasPage, programPath } from "./site-map.ts";

export function cardButton(program: Program, label: string): ButtonContent {
  return { label, link: hasPage(program) ? programPath(program.slug) : program.link };
}

export function programAnchor(slug: string): string {
  return `program-${slug}`;
}
