// What a route tells the page around it, through its `handle` export. See docs/decisions/0001:
// a route that needs React in the browser exports `export const handle = { hydrate: true }`.
export interface RouteHandle {
  hydrate?: boolean;
  /** The page stands for an address the site does not have (the 404 page). */
  unknownAddress?: boolean;
}

function handles(matches: ReadonlyArray<{ handle?: unknown }>): RouteHandle[] {
  return matches.map((match) => (match.handle ?? {}) as RouteHandle);
}

export function wantsHydration(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return handles(matches).some((handle) => handle.hydrate === true);
}

export function isUnknownAddress(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return handles(matches).some((handle) => handle.unknownAddress === true);
}
