import type { Config } from "@react-router/dev/config";

export default {
  // `npm run build` (scripts/build.ts) asks the server build for every page and file and writes
  // them as a static host serves them. The dev server answers each address as it is asked,
  // from the content as it is then: a page, a story's feed or a photo's copy added in the editor
  // shows at once, and an address the content does not make is the 404 page, as on the host.
  ssr: true,
  // A page that hydrates finds the other routes in its own page: a static host has no
  // manifest to answer for them (decision 0001).
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets the tests build a second content set beside the site (scripts/build-fixture.ts).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
