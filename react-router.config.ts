import type { Config } from "@react-router/dev/config";
import { programPageSlugs, translationCodes } from "./app/schema/load.server.ts";
import { programPath } from "./app/lib/program-paths.ts";
import { finishBuild } from "./scripts/postbuild/finish-build.ts";

// Each language's 404 page is prerendered at this path under its folder through the
// catch-all route, then moved to 404.html by finishBuild so static hosts serve it with
// HTTP status 404.
export const notFoundPrerenderPath = "/404";

/** Every page in the site's own language ("") and under each translation's code ("/fr"). */
function pagesToPrerender(): string[] {
  const slugs = programPageSlugs();
  return ["", ...translationCodes().map((code) => `/${code}`)].flatMap((prefix) => [
    `${prefix}/`,
    ...slugs.map((slug) => `${prefix}${programPath(slug)}`),
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
