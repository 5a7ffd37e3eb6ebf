// `npm run build`'s last step (scripts/build.ts): the site finished from the bundles the build
// made, in a process of its own, without the memory the bundler kept (some 300 MB at a thousand
// programs). It starts as the bundles are built, with the content checked: it loads, starts the
// share cards and lists the pages meanwhile, and prerenders them once told the bundles are
// there. Vite runs the finishing code as it runs the build's configuration (the share card is
// TSX); nothing is bundled or scanned here.
import { createServer, createServerModuleRunner } from "vite";
import { bundlesBuilt, told } from "#app/content/checked-before.server.ts";

// As the build's: React's production build, and the content read once, as in a built site.
process.env.NODE_ENV = "production";
const bundled = told(bundlesBuilt);
const server = await createServer({
  mode: "production",
  configFile: false,
  logLevel: "error",
  server: { middlewareMode: true, watch: null, ws: false, preTransformRequests: false },
  appType: "custom",
  optimizeDeps: { noDiscovery: true, entries: [], include: [] },
});
try {
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  const finishing = (await runner.import(
    "/scripts/postbuild/finish-build.ts",
  )) as typeof import("./postbuild/finish-build.ts");
  await finishing.finishFromBundles(process.env.BUILD_DIR ?? "build", bundled);
} finally {
  await server.close();
}
