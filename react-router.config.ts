import type { Config } from "@react-router/dev/config";
import { checkedContent, siteLanguagesOf } from "./app/content/load.server.ts";
import { translationCodes } from "./app/content/files.server.ts";
import { pathIn } from "./app/lib/languages.ts";
import {
  allProgramsPath,
  applyPath,
  eventsPath,
  formPath,
  formThanksPath,
  hasPage,
  notFoundPath,
  pagePath,
  pagesInLanguages,
  sitePages,
  storiesPath,
  storyPath,
  thanksPath,
} from "./app/lib/site-map.ts";
import { building } from "./app/routes.ts";
import { finishBuild } from "./scripts/postbuild/finish-build.ts";

/**
 * Every page of the site map in every language. Each language's 404 page is prerendered at
 * /404 under its folder through the catch-all route, then moved to 404.html by finishBuild so
 * static hosts serve it with HTTP status 404.
 */
function pagesToPrerender(): string[] {
  try {
    const { content, translations } = checkedContent();
    const languages = siteLanguagesOf(content, translations);
    const addresses = pagesInLanguages(sitePages(content), languages).map((page) => page.address);
    if (building) return addresses;
    // The dev server has a page for every route the content can make, so that a form or the
    // page of all programs added in the editor shows at once (its loader answers 404 until the
    // content makes it, as the host does).
    const possible = [
      allProgramsPath,
      ...content.programs
        .filter(hasPage)
        .flatMap((program) => [applyPath(program.slug), thanksPath(program.slug)]),
      // A form's routes answer 404 until the content has one (the route needs an address all
      // the same): "404" is never a form's name.
      ...[...content.forms.map((form) => form.slug), "404"].flatMap((slug) => [
        formPath(slug),
        formThanksPath(slug),
      ]),
      // So do the stories', events' and reports' pages until the content has some.
      storiesPath,
      eventsPath,
      ...[...content.stories.map((story) => story.slug), "404"].map(storyPath),
      ...[...content.reports.map((report) => String(report.year)), "404"].map((year) =>
        pagePath("report", year),
      ),
    ];
    return [
      ...new Set([
        ...addresses,
        ...languages.flatMap((language) => possible.map((path) => pathIn(language, path))),
      ]),
    ];
  } catch {
    // Content with a mistake stops the build before this (scripts/check-content.ts); the dev
    // server starts all the same, and shows the mistake on the page.
    return ["", ...translationCodes().map((code) => `/${code}`)].flatMap((prefix) => [
      `${prefix}/`,
      `${prefix}${notFoundPath}`,
    ]);
  }
}

export default {
  ssr: false,
  // BUILD_DIR lets the tests build a second content set beside the site (scripts/build-fixture.ts).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: pagesToPrerender(),
  buildEnd: async ({ reactRouterConfig }) => {
    await finishBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
