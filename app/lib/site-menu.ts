import { destinationOf } from "./destinations.ts";
import type { ButtonContent, PageLanguage } from "#app/schema/types.ts";

/** A menu entry as the header draws it: its words, and where it leads in the page's language. */
export interface MenuEntry {
  label: string;
  href: string;
}

/** The staff's menu, each entry leading to its page, form or link in the page's language. */
export function menuEntries(
  menu: readonly ButtonContent[],
  language: Pick<PageLanguage, "prefix">,
): MenuEntry[] {
  return menu.flatMap((entry) => {
    // The content's check refuses an entry that leads nowhere.
    const destination = destinationOf(entry, language);
    return destination ? [{ label: entry.label, href: destination.href }] : [];
  });
}

/**
 * What the menu says of an entry on the page at `address`: "page" where it leads to this very
 * page, "true" where this page sits under the one it leads to (a story under Stories). A place
 * on a page (/#programs) and another site are never the page itself; a language's home page
 * holds every page of the language, so only its own address is it.
 */
export function currentEntry(href: string, address: string, homePath: string): "page" | "true" | undefined {
  if (!href.startsWith("/") || href.includes("#") || href.includes("?")) return undefined;
  const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);
  const [entry, here] = [withSlash(href), withSlash(address)];
  if (entry === here) return "page";
  return entry !== withSlash(homePath) && here.startsWith(entry) ? "true" : undefined;
}
