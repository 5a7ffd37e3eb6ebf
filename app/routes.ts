import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { translationCodes } from "./content/files.server.ts";
import { fileKinds, languagesOfFiles, type FileKind } from "./lib/beside-pages.ts";
import { pageKinds, type PageKind } from "./lib/page-kinds.ts";
import { pathShape } from "./lib/site-map.ts";

// Every kind of page (app/lib/page-kinds.ts) and of file beside the pages
// (app/lib/beside-pages.ts), in every language the content has. Which pages the content makes
// is the prerender's list (scripts/postbuild/prerender.ts); the loader of a page it does not
// make answers 404, on the dev server as on the host.

// Each translation has the same pages under its code (/fr/…), drawn by the same modules. Kinds
// that share an address (a form and a page the staff write, both at /<name>/) share its route;
// a paged list has a second, for its later pages.
const pages = (language?: string) =>
  (Object.entries(pageKinds) as Array<[PageKind, (typeof pageKinds)[PageKind]]>)
    .filter(([, { path }], index, all) => all.findIndex(([, other]) => other.path === path) === index)
    .flatMap(([kind, { path, module }]) => {
      const id = language ? `${kind}-${language}` : kind;
      if (kind === "home") return [index(module, { id })];
      // The 404 page answers every address no other route has.
      if (kind === "not-found") return [route("*", module, { id })];
      const later = pathShape(kind, "2");
      return [
        route(path.replace(/^\/|\/$/g, ""), module, { id }),
        ...(later === path ? [] : [route(later.replace(/^\/|\/$/g, ""), module, { id: `${id}-paged` })]),
      ];
    });

// Each file beside the pages has its route in each language it is in, its address its own
// (/feeds/fr/stories.xml, not under /fr/).
const files = () =>
  (Object.keys(fileKinds) as FileKind[]).flatMap((kind) =>
    languagesOfFiles(kind, [
      { prefix: "" },
      ...translationCodes().map((code) => ({ prefix: `/${code}` })),
    ]).map((language) =>
      route(fileKinds[kind].path(language).slice(1), fileKinds[kind].module, {
        id: language.prefix ? `${kind}-${language.prefix.slice(1)}` : kind,
      }),
    ),
  );

export default [
  ...translationCodes().flatMap((language) => prefix(language, pages(language))),
  ...pages(),
  ...files(),
] satisfies RouteConfig;
