import type { Config } from "@react-router/dev/config";
import { checkedContent, pageFacts, photoFilesOf, siteLanguagesOf } from "./app/content/load.server.ts";
import { translationCodes } from "./app/content/files.server.ts";
import { besidePages } from "./app/lib/beside-pages.ts";
import { devAddresses, pagePath, pagesInLanguages, sitePages } from "./app/lib/site-map.ts";
import { building } from "./app/routes.ts";
import { finishBuild } from "./scripts/postbuild/finish-build.ts";

/**
 * Every page of the site map in every language, and the files beside them (feeds, calendar
 * files, photo copies, the sitemap). Each language's 404 page is prerendered at /404 under its
 * folder through the catch-all route, then moved to 404.html by finishBuild so static hosts
 * serve it with HTTP status 404.
 */
async function pagesToPrerender(): Promise<string[]> {
  try {
    const { content, translations } = checkedContent();
    const languages = siteLanguagesOf(content, translations);
    // The photos are measured: a copy is never wider than its photo.
    const { photos } = await pageFacts(content.site, undefined, undefined, undefined, photoFilesOf(content));
    const files = besidePages(content, { photos }, languages, { dev: !building });
    if (!building) return [...devAddresses(content, languages), ...files];
    return [...pagesInLanguages(sitePages(content), languages).map((page) => page.address), ...files];
  } catch {
    // Content with a mistake stops the build before this (scripts/check-content.ts); the dev
    // server starts all the same, and shows the mistake on the page.
    return ["", ...translationCodes().map((code) => `/${code}`)].flatMap((prefix) => [
      `${prefix}/`,
      `${prefix}${pagePath("not-found")}`,
    ]);
  }
}

export default {
  ssr: false,
  // BUILD_DIR lets the tests build a second content set beside the site (scripts/build-fixture.ts).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: pagesToPrerender,
  buildEnd: async ({ reactRouterConfig }) => {
    await finishBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
