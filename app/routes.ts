import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { checkedContent } from "./content/load.server.ts";
import { translationCodes } from "./content/files.server.ts";
import { pageKinds, type PageKind } from "./lib/page-kinds.ts";
import { sitePages } from "./lib/site-map.ts";

/**
 * The kinds of page the content makes (app/lib/site-map.ts). A prerendered build has no route
 * it makes no page for; the dev server and the route types have every kind (its loader
 * answers 404 for a page the content does not make, as the built site does).
 */
export const building = process.argv.includes("build");

function builtKinds(): ReadonlySet<PageKind> {
  if (!building) return new Set(Object.keys(pageKinds) as PageKind[]);
  try {
    return new Set(sitePages(checkedContent().content).map((page) => page.kind));
  } catch {
    // Content with a mistake stops the build before this (scripts/check-content.ts).
    return new Set(["home", "not-found"]);
  }
}

// Each translation has the same pages under its code (/fr/…), drawn by the same modules.
const pages = (kinds: ReadonlySet<PageKind>, language?: string) =>
  (Object.entries(pageKinds) as Array<[PageKind, (typeof pageKinds)[PageKind]]>)
    .filter(([kind]) => kinds.has(kind))
    .map(([kind, { path, module }]) => {
      const id = language ? `${kind}-${language}` : kind;
      if (kind === "home") return index(module, { id });
      // The 404 page answers every address no other route has.
      return route(kind === "not-found" ? "*" : path.replace(/^\/|\/$/g, ""), module, { id });
    });

const kinds = builtKinds();

export default [
  ...translationCodes().flatMap((language) => prefix(language, pages(kinds, language))),
  ...pages(kinds),
] satisfies RouteConfig;
