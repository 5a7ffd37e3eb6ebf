import { destinationOf } from "./destinations.ts";
import type { Destination } from "#app/schema/links.ts";
import type { ButtonContent, PageLanguage } from "#app/schema/types.ts";

/** A menu entry as the header draws it: its words, and where it leads in the page's language. */
export interface MenuEntry {
  label: string;
  href: string;
  /** A page of the site, another site, an email, a phone call or a file to download. */
  kind: Destination["kind"];
}

/** The staff's menu, each entry leading to its page, form or link in the page's language. */
export function menuEntries(
  menu: readonly ButtonContent[],
  language: Pick<PageLanguage, "prefix">,
): MenuEntry[] {
  return menu.flatMap((entry) => {
    // The content's check refuses an entry that leads nowhere.
    const destination = destinationOf(entry, language);
    return destination ? [{ label: entry.label, href: destination.href, kind: destination.kind }] : [];
  });
}

/**
 * What the menu says of an entry on the page at `address`: "page" where it leads to this very
 * page, "true" where it leads to a page this one sits under (`above`, the addresses of its
 * trail: Stories, above a story). A place on a page (/#programs) and another site are neither;
 * the home page is above every page, so an entry to it is only ever the page itself.
 */
export function currentEntry(
  href: string,
  address: string,
  { above, home }: { above: readonly string[]; home: string },
): "page" | "true" | undefined {
  if (!href.startsWith("/") || href.includes("#") || href.includes("?")) return undefined;
  const entry = withSlash(href);
  if (entry === withSlash(address)) return "page";
  return entry !== withSlash(home) && above.some((path) => withSlash(path) === entry) ? "true" : undefined;
}

/** An address as the host serves it, a folder's with its last slash: "/about" is "/about/". */
export function withSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}
