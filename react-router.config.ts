import type { Config } from "@react-router/dev/config";
import { checkedContent, translationCodes } from "./app/schema/load.server.ts";
import { applicationPaths, applyPath, thanksPath } from "./app/lib/application-form.ts";
import { allProgramsPath, hasPage, pagePaths } from "./app/lib/program-paths.ts";
import { building } from "./app/routes.ts";
import { finishBuild } from "./scripts/postbuild/finish-build.ts";

// Each language's 404 page is prerendered at this path under its folder through the
// catch-all route, then moved to 404.html by finishBuild so static hosts serve it with
// HTTP status 404.
export const notFoundPrerenderPath = "/404";

/** Every page in the site's own language ("") and under each translation's code ("/fr"). */
function pagesToPrerender(): string[] {
  let paths = ["/"];
  try {
    const { content } = checkedContent();
    const { forms, thanks } = applicationPaths(content.programs);
    paths = [...pagePaths(content), ...forms, ...thanks];
    // The dev server has a form page for every program page, so that a form added in the
    // editor shows at once (its loader answers 404 until there is one, as the host does).
    if (!building) {
      for (const program of content.programs.filter(hasPage)) {
        paths.push(applyPath(program.slug), thanksPath(program.slug));
      }
      paths = [...new Set(paths)];
    }
  } catch {
    // Content with a mistake stops the build before this (scripts/check-content.ts); the dev
    // server starts all the same, and shows the mistake on the page.
  }
  // The dev server has every route the content can make (app/routes.ts), each in this list.
  if (!building && !paths.includes(allProgramsPath)) paths.push(allProgramsPath);
  return ["", ...translationCodes().map((code) => `/${code}`)].flatMap((prefix) => [
    ...paths.map((pagePath) => `${prefix}${pagePath}`),
    `${prefix}${notFoundPrerenderPath}`,
  ]);
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
