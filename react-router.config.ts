import type { Config } from "@react-router/dev/config";
import { checkedContent, pageFacts, photoFilesOf, siteLanguagesOf } from "./app/content/load.server.ts";
import { besidePages } from "./app/lib/beside-pages.ts";
import { pagesInLanguages, sitePages } from "./app/lib/site-map.ts";
import { building } from "./app/routes.ts";
import { fixBuildMoment } from "./app/lib/build-moment.ts";
import { buildPhase, finishBuild, startShareImages } from "./scripts/postbuild/finish-build.ts";

// BUILD_DIR lets the tests build a second content set beside the site (scripts/build-fixture.ts).
const buildDirectory = process.env.BUILD_DIR ?? "build";

// One moment decides, for every page and language of this build, which events are to come.
if (building && !process.env.SITE_BUILD_MOMENT) fixBuildMoment(new Date().toISOString());

/**
 * Every page of the site map in every language, and the files beside them (feeds, calendar
 * files, photo copies, the sitemap). Each language's 404 page is prerendered at /404 under its
 * folder through the catch-all route, then moved to 404.html by finishBuild so static hosts
 * serve it with HTTP status 404.
 */
async function pagesToPrerender(): Promise<string[]> {
  const { content, translations } = checkedContent();
  // Asked once the browser's files are built: the share images are drawn from now on, beside
  // the prerender (finishBuild waits for them).
  if (building) startShareImages(buildDirectory);
  const languages = siteLanguagesOf(content, translations);
  // The photos are measured: a copy is never wider than its photo.
  const { photos } = await pageFacts(content.site, undefined, undefined, undefined, photoFilesOf(content));
  buildPhase("content read, browser files built, pages listed");
  return [
    ...pagesInLanguages(sitePages(content), languages).map((page) => page.address),
    ...besidePages(content, { photos }, languages),
  ];
}

export default {
  // The build writes every page and file as a static host serves them. The dev server answers
  // each address as it is asked, from the content as it is then: a page, a story's feed or a
  // photo's copy added in the editor shows at once, and an address the content does not make
  // is the 404 page, as on the host.
  ssr: !building,
  buildDirectory,
  prerender: pagesToPrerender,
  buildEnd: async ({ reactRouterConfig }) => {
    await finishBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
