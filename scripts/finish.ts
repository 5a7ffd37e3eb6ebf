// `npm run build`'s last step (scripts/build.ts): the site finished from the bundles the build
// made, in a process of its own, without the memory the bundler kept (some 300 MB at a thousand
// programs). It starts as the bundles are built, with the content checked: it loads, starts the
// share cards and lists the pages meanwhile, and prerenders them once told the bundles are
// there. Vite runs the finishing code as it runs the build's configuration (the share card is
// TSX); nothing is bundled or scanned here.
import { createServer, createServerModuleRunner } from "vite";
import { bundlesBuilt, told } from "#app/content/checked-before.server.ts";
import { contentProblems } from "#app/content/content-error.ts";
import { contentFolder } from "#app/content/files.server.ts";
import { reportProblems } from "./content-report.ts";

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
} catch (error) {
  // A file changed since the check, with a mistake: its lines, as the check says them, not a
  // stack trace (the runner's copy of the error's class is not this one: known by its words).
  const problems = contentProblems(error);
  if (!problems) throw error;
  reportProblems(problems, contentFolder());
  process.exitCode = 1;
} finally {
  await server.close();
}
// Ended here, whatever a library left running: the build waits for this process.
process.exit();
