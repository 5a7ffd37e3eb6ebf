/**
 * Pages are HTML only by default: React renders them at build time and ships no JavaScript
 * (see docs/decisions/0001-no-javascript-by-default.md). A route that needs React in the
 * browser exports `export const handle = { hydrate: true } satisfies RouteHandle;`.
 */
interface RouteHandle {
  hydrate?: boolean;
}

/** True when any matched route opted in to hydration. */
export function wantsHydration(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
