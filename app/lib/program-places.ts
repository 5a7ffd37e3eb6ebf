import type { Program, SiteContent } from "#app/schema/types.ts";

/**
 * The programs the home page and the footer show, in the order the staff chose
 * (Home page › Programs › Programs shown).
 */
export function programsShown<Item extends Pick<Program, "slug">>(
  programs: readonly Item[],
  names: readonly string[],
): Item[] {
  const bySlug = programsBySlug(programs) as Map<string, Item>;
  return names.flatMap((name) => bySlug.get(name) ?? []);
}

// Every page's footer names the programs shown: a search of all programs for each, on every
// page, grows with the square of the programs. The content's lists do not change once read, and a
// program's slug is its file's name, one a program.
const bySlugs = new WeakMap<readonly Pick<Program, "slug">[], Map<string, unknown>>();
function programsBySlug(programs: readonly Pick<Program, "slug">[]): Map<string, unknown> {
  let found = bySlugs.get(programs);
  if (!found) bySlugs.set(programs, (found = new Map(programs.map((program) => [program.slug, program]))));
  return found;
}

/** Whether some programs are left off the home page, so that it leads to the page of all programs. */
export function hasProgramsBeyond(programs: readonly unknown[], names: readonly string[]): boolean {
  return programs.length > new Set(names).size;
}

export interface ProgramPlace<Item> {
  /** The place's anchor on the page of all programs: "place-gm", "place-online". */
  id: string;
  name: string;
  programs: Item[];
}

/**
 * Programs grouped by where they run: the site's countries in the order Site settings lists
 * them, then those followed online; a place with no program is left out. Within a place, the
 * programs keep the order they come in (by position, then by title).
 */
export function programsByPlace<Item extends Pick<Program, "location">>(
  programs: readonly Item[],
  countries: SiteContent["countriesServed"],
  onlineName: string,
): Array<ProgramPlace<Item>> {
  const places = [
    ...countries.map((country) => ({ code: country.code, name: country.name })),
    { code: "online", name: onlineName },
  ];
  return places.flatMap(({ code, name }) => {
    const here = programs.filter((program) => program.location === code);
    return here.length > 0 ? [{ id: `place-${code.toLowerCase()}`, name, programs: here }] : [];
  });
}
