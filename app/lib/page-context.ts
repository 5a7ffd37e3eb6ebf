import { useRouteLoaderData } from "react-router";
import type { LanguageWords, PageFacts, PageLanguage, SiteContent } from "#app/schema/types.ts";

/**
 * What every page shares, as the root route's loader returns it once for the page: the site's
 * settings in the page's language, the language and every other, and the facts its sections
 * need. A page's own loader returns only its own part.
 */
export interface PageContext {
  site: SiteContent;
  language: PageLanguage;
  /** Every language of the site, its own first. */
  languages: PageLanguage[];
  facts: PageFacts;
  /** The site's own language, and which words of the page are in it (page-words.ts). */
  ownLanguage: string;
  words?: LanguageWords;
}

/** In a page's component. */
export function usePageContext(): PageContext {
  const context = useRouteLoaderData("root") as PageContext | undefined;
  if (!context) throw new Error("usePageContext: the root route has no data");
  return context;
}

/** In a route's `meta`: the root route's match, the first. */
export function pageContextOf(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): PageContext {
  const context = matches.find((match) => match?.id === "root")?.loaderData as PageContext | undefined;
  if (!context) throw new Error("pageContextOf: the root route has no data");
  return context;
}
