import type { Config } from "@react-router/dev/config";
import { checkedContent, pageFacts, photoFilesOf, siteLanguagesOf } from "./app/content/load.server.ts";
import { checkedBeside } from "./app/content/checked-before.server.ts";
import { besidePages } from "./app/lib/beside-pages.ts";
import { pagesInLanguages, sitePages } from "./app/lib/site-map.ts";
import { building } from "./app/routes.ts";
import { fixBuildMoment } from "./app/lib/build-moment.ts";
import { buildPhase } from "./scripts/postbuild/build-phase.ts";
import { finishBuild, startShareImages } from "./scripts/postbuild/finish-build.ts";
import type { Prerendered } from "./scripts/postbuild/prerender.ts";

// BUILD_DIR lets the tests build a second content set beside the site (scripts/build-fixture.ts).
const buildDirectory = process.env.BUILD_DIR ?? "build";

// Under `npm run build`, this build starts beside the content's check and reads the content
// once it passed (scripts/build.ts).
if (building) await checkedBeside();
// One moment decides, for every page and language of this build, which events are to come.
if (building && !process.env.SITE_BUILD_MOMENT) fixBuildMoment(new Date().toISOString());
// The share images depend on the content alone: drawn while the bundles are built and the pages
// prerendered, on the cores those leave idle.
if (building) void startShareImages();

/**
 * Every page of the site map in every language, at the file a static host serves it from, and
 * the files beside them (feeds, calendar files, photo copies, the sitemap). Each language's
 * 404 page is drawn at /404/page/ through the catch-all route and written as 404.html, which
 * static hosts serve with HTTP status 404.
 */
async function pagesToPrerender(): Promise<Prerendered[]> {
  const { content, translations } = checkedContent();
  const languages = siteLanguagesOf(content, translations);
  // The photos are measured: a copy is never wider than its photo.
  const { photos } = await pageFacts(content.site, undefined, undefined, undefined, photoFilesOf(content));
  return [
    // Asked as a folder, as a static host answers it: the 404 page's own, /404/page, too.
    ...pagesInLanguages(sitePages(content), languages).map((page) => ({
      address: page.address.replace(/\/?$/, "/"),
      file: page.builtFile,
    })),
    ...besidePages(content, { photos }, languages).map((address) => ({ address, file: address.slice(1) })),
  ];
}

export default {
  // The build asks the server build for every page and file (scripts/postbuild/prerender.ts)
  // and writes them as a static host serves them. The dev server answers each address as it
  // is asked, from the content as it is then: a page, a story's feed or a photo's copy added
  // in the editor shows at once, and an address the content does not make is the 404 page,
  // as on the host.
  ssr: true,
  // A page that hydrates finds the other routes in its own page: a static host has no
  // manifest to answer for them (decision 0001).
  routeDiscovery: { mode: "initial" },
  buildDirectory,
  buildEnd: async ({ reactRouterConfig }) => {
    buildPhase("browser and server bundles built");
    const pages = await pagesToPrerender();
    buildPhase("pages listed");
    await finishBuild(reactRouterConfig.buildDirectory, pages);
  },
} satisfies Config;
