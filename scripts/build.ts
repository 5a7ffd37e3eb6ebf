// `npm run build`: the site in build/client, from the content in content/, in four steps.
// 1. The framework's bundles (`react-router build`), in a process of its own, started first:
//    they are made of the code alone, and are built while the content is checked.
// 2. The content checked (scripts/check-content.ts): a mistake stops the build here, one line
//    each. The build's other steps, and the pages, take the reading it checked.
// 3. The editor's script bundled, and the share cards drawn, while the bundles are built and
//    then while the pages are made.
// 4. The pages prerendered from the server bundle and finished: styles, the security policy, the
//    files a host needs, the checks of links and sizes (scripts/postbuild/finish-build.ts).
// What it reads of its environment: CONTENT_DIR and BUILD_DIR (another content set, elsewhere),
// SITE_BUILD_MOMENT (which events are to come), SHARE_IMAGE_CACHE and BUILD_PHASES (the bench),
// RAYON_NUM_THREADS (below).
import "./postbuild/production.ts";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { loadLanguages } from "#app/content/load.server.ts";
import { buildMomentVariable, fixBuildMoment } from "#app/lib/build-moment.ts";
import { checkContentFolder } from "./check-content.ts";
import { buildPhase } from "./postbuild/build-phase.ts";
import { bundleEditor } from "./postbuild/editor-bundle.ts";
import { finishBuild } from "./postbuild/finish-build.ts";
import { drawShareCards } from "./postbuild/share-cards.ts";

const buildDirectory = process.env.BUILD_DIR ?? "build";
// One moment decides, for every page and language, which events are still to come.
fixBuildMoment(process.env[buildMomentVariable] || new Date().toISOString());
const bundles = bundleSite();
// Takumi, which draws the share cards, shares each card out among as many threads as this says:
// one, as the cards are drawn side by side (share-card.ts, decision 0028). Set once the
// bundles' process has started with the caller's own.
process.env.RAYON_NUM_THREADS ??= "1";
// However the build ends, the bundles' process ends with it.
process.once("exit", () => {
  if (bundles.child.exitCode === null) bundles.child.kill();
});
if (!(await checkContentFolder())) stop();
buildPhase("content checked");

const cards = drawShareCards(loadLanguages());
// Said once the build waits for it, unless the build stops first.
cards.catch(() => undefined);
await bundleEditor(buildDirectory).catch((error: unknown) => {
  // One line for the log a save's check shows; the site is not published without its editor.
  console.error(
    `The editor's script could not be bundled: ${error instanceof Error ? error.message : String(error)}`,
  );
  stop();
});
if ((await bundles.exited) !== 0) stop();
buildPhase("browser and server bundles built");
await finishBuild(buildDirectory, cards);

/** `react-router build` in a process of its own, as its command line runs it; its exit code. */
function bundleSite() {
  const require = createRequire(import.meta.url);
  const found = require.resolve("@react-router/dev/package.json");
  const { bin } = require(found) as { bin: { "react-router": string } };
  const child = spawn(process.execPath, [path.join(path.dirname(found), bin["react-router"]), "build"], {
    stdio: "inherit",
  });
  const exited = new Promise<number>((resolve) => {
    child.once("error", () => resolve(1));
    child.once("exit", (code) => resolve(code ?? 1));
  });
  return { child, exited };
}

/** The build stopped: what it said is the reason. */
function stop(): never {
  process.exit(1);
}
