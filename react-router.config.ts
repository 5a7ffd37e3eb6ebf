import type { Config } from "@react-router/dev/config";
import { checkedBeside, finishApart } from "./app/content/checked-before.server.ts";
import { building } from "./app/routes.ts";
import { fixBuildMoment } from "./app/lib/build-moment.ts";
import { buildPhase } from "./scripts/postbuild/build-phase.ts";
import { finishBuild, startShareImages } from "./scripts/postbuild/finish-build.ts";
import { pagesToPrerender } from "./scripts/postbuild/prerender.ts";

// BUILD_DIR lets the tests build a second content set beside the site (scripts/build-fixture.ts).
const buildDirectory = process.env.BUILD_DIR ?? "build";

// Under `npm run build`, this build starts beside the content's check and reads the content
// once it passed (scripts/build.ts).
if (building) await checkedBeside();
// One moment decides, for every page and language of this build, which events are to come.
if (building && !process.env.SITE_BUILD_MOMENT) fixBuildMoment(new Date().toISOString());
// The share images depend on the content alone: drawn while the bundles are built and the pages
// prerendered, on the cores those leave idle. Under `npm run build`, the pages and their cards
// are the work of a process of their own, beside this one (scripts/finish.ts).
if (building && !finishApart()) void startShareImages();

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
    // Finished by scripts/finish.ts, without the memory the bundler keeps in this process.
    if (finishApart()) return;
    const pages = await pagesToPrerender();
    buildPhase("pages listed");
    await finishBuild(reactRouterConfig.buildDirectory, pages);
  },
} satisfies Config;
