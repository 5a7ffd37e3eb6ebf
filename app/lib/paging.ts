// Lists that grow with the years (stories, past events, programs) split themselves into pages
// before a page passes what a phone receives in its first round trip: each page holds so many
// items that, at the longest words their fields allow, it stays within it. The staff do
// nothing; a list of one page looks as it always has.
import type { SiteContent } from "#app/schema/types.ts";
import { fillIn } from "./text.ts";

/** How many items a page of each list holds. */
export const perPage = {
  stories: 12,
  programs: 20,
  /** Shown on the page of events, in full; the rest of those to come in a line each. */
  upcomingInFull: 6,
  /** Past events on the page of events, before the links to each year's. */
  latestPast: 3,
} as const;

/** How many items a program's page shows of its stories, newest first. */
export const storiesOnProgramPage = 3;

/** One page of a list: its items, its number from 1, and how many pages the list has. */
export interface ListPage<Item> {
  items: Item[];
  number: number;
  count: number;
}

/** A list in pages of `size`; an empty list is one empty page. */
export function pagesOf<Item>(items: readonly Item[], size: number): Array<ListPage<Item>> {
  const count = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: count }, (_, index) => ({
    items: items.slice(index * size, (index + 1) * size),
    number: index + 1,
    count,
  }));
}

/** "Page 2 of 17", in the page's language. */
export function pageStatus(page: Pick<ListPage<unknown>, "number" | "count">, paging: SiteContent["paging"]) {
  return fillIn(paging.status, { number: String(page.number), count: String(page.count) });
}

/** A later page's title: the list's, then which page it is; the first page keeps the list's. */
export function pagedTitle(
  title: string,
  page: Pick<ListPage<unknown>, "number" | "count">,
  paging: SiteContent["paging"],
): string {
  return page.number === 1 ? title : `${title} – ${pageStatus(page, paging)}`;
}

/** The links between a list's pages, as a page shows them; none for a list of one page. */
export interface Pager {
  label: string;
  status: string;
  previous?: { href: string; label: string };
  next?: { href: string; label: string };
}

/** The links from one page of a list to the one before and the one after, in the page's language. */
export function pagerOf(
  page: Pick<ListPage<unknown>, "number" | "count">,
  addressOf: (number: number) => string,
  paging: SiteContent["paging"],
): Pager | undefined {
  if (page.count === 1) return undefined;
  return {
    label: paging.label,
    status: pageStatus(page, paging),
    ...(page.number > 1 ? { previous: { href: addressOf(page.number - 1), label: paging.previous } } : {}),
    ...(page.number < page.count ? { next: { href: addressOf(page.number + 1), label: paging.next } } : {}),
  };
}
