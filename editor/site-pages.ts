// The site's pages a button or a link may lead to, by name, as the site has them now
// (/admin/pages.json: `npm run edit` makes it from the content as it is, the build from the
// content it publishes). Read as the editor starts and again after each save, so that a page
// she has just made is offered at once, without a reload, and a link to a page the site lacks
// is refused before it is written.
import { sitePagesFile } from "./names.ts";

export interface PageChoice {
  label: string;
  /** Its address: "/about/". */
  value: string;
}

let known: readonly PageChoice[] = [];
const listeners = new Set<() => void>();

/** The pages as last read; `initial` until they are. */
export function sitePages(initial: readonly PageChoice[] = []): readonly PageChoice[] {
  return known.length > 0 ? known : initial;
}

/** The pages as the site has them now; those last read if it cannot say. */
export async function readSitePages(): Promise<readonly PageChoice[]> {
  try {
    const response = await fetch(new URL(sitePagesFile, location.href.split("#")[0]), { cache: "no-store" });
    if (response.ok) {
      known = (await response.json()) as PageChoice[];
      for (const listener of listeners) listener();
    }
  } catch {
    // Offline, or the site is being rebuilt: the pages last read.
  }
  return known;
}

/** Calls `listener` whenever the pages are read anew; answers how to stop. */
export function onSitePages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
