import type { Config } from "@react-router/dev/config";
import { programPageSlugs } from "./app/schema/load.server.ts";
import { programPath } from "./app/lib/program-paths.ts";
import { finishBuild } from "./scripts/postbuild/finish-build.ts";

// The 404 page is prerendered at this path through the catch-all route, then moved to
// /404.html by finishBuild so static hosts serve it with HTTP status 404.
export const notFoundPrerenderPath = "/404";

export default {
  ssr: false,
  // BUILD_DIR lets the tests build a second content set beside the site (scripts/build-fixture.ts).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: ["/", ...programPageSlugs().map(programPath), notFoundPrerenderPath],
  buildEnd: async ({ reactRouterConfig }) => {
    await finishBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
