// See docs/decisions/0001: a route that needs React in the browser exports
// `export const handle = { hydrate: true } satisfies RouteHandle;`.
interface RouteHandle {
  hydrate?: boolean;
}

export function wantsHydration(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
