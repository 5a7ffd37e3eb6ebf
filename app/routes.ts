import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { checkedContent, photoFilesOf } from "./content/load.server.ts";
import { translationCodes } from "./content/files.server.ts";
import { checkedBeside } from "./content/checked-before.server.ts";
import { fileKinds, languagesOfFiles, type FileKind } from "./lib/beside-pages.ts";
import { pageKinds, type PageKind } from "./lib/page-kinds.ts";
import { sitePages } from "./lib/site-map.ts";

/**
 * The kinds of page the content makes (app/lib/page-kinds.ts), and the files beside them
 * (app/lib/beside-pages.ts). A prerendered build has no route it makes no page or file for;
 * the dev server and the route types have every kind (its loader answers 404 for a page the
 * content does not make, as the built site does).
 */
export const building = process.argv.includes("build");
// Under `npm run build`, the build starts beside the content's check: the routes are the
// content's once it passed (scripts/build.ts).
if (building) await checkedBeside();

function builtKinds(): ReadonlySet<PageKind | FileKind> {
  const every = [...Object.keys(pageKinds), ...Object.keys(fileKinds)] as Array<PageKind | FileKind>;
  if (!building) return new Set(every);
  try {
    const { content } = checkedContent();
    // Which files there are never depends on a photo's size: the photos' copies' route is
    // kept while there is a photo at all.
    const photos = Object.fromEntries(photoFilesOf(content).map((file) => [file, { width: 1, height: 1 }]));
    const files = (Object.keys(fileKinds) as FileKind[]).filter(
      (kind) => fileKinds[kind].files(content, { photos }).length > 0,
    );
    return new Set([...sitePages(content).map((page) => page.kind), ...files]);
  } catch {
    // Content with a mistake stops the build before this (scripts/check-content.ts).
    return new Set(["home", "not-found"]);
  }
}
// Each translation has the same pages under its code (/fr/…), drawn by the same modules. Kinds
// that share an address (a form and a page the staff write, both at /<name>/) share its route.
const pages = (kinds: ReadonlySet<PageKind | FileKind>, language?: string) =>
  (Object.entries(pageKinds) as Array<[PageKind, (typeof pageKinds)[PageKind]]>)
    .filter(([kind]) => kinds.has(kind))
    .filter(([, { path }], index, all) => all.findIndex(([, other]) => other.path === path) === index)
    .map(([kind, { path, module }]) => {
      const id = language ? `${kind}-${language}` : kind;
      if (kind === "home") return index(module, { id });
      // The 404 page answers every address no other route has.
      return route(kind === "not-found" ? "*" : path.replace(/^\/|\/$/g, ""), module, { id });
    });

// Each file beside the pages has its route in each language it is in, its address its own
// (/feeds/fr/stories.xml, not under /fr/).
const files = (kinds: ReadonlySet<PageKind | FileKind>) =>
  (Object.keys(fileKinds) as FileKind[])
    .filter((kind) => kinds.has(kind))
    .flatMap((kind) =>
      languagesOfFiles(kind, [
        { prefix: "" },
        ...translationCodes().map((code) => ({ prefix: `/${code}` })),
      ]).map((language) =>
        route(fileKinds[kind].path(language).slice(1), fileKinds[kind].module, {
          id: language.prefix ? `${kind}-${language.prefix.slice(1)}` : kind,
        }),
      ),
    );

const kinds = builtKinds();

export default [
  ...translationCodes().flatMap((language) => prefix(language, pages(kinds, language))),
  ...pages(kinds),
  ...files(kinds),
] satisfies RouteConfig;
