// `npm run build`, in processes of their own, some side by side on the machine's two cores:
// 1. the content checked (scripts/check-content.ts), which a volunteer's mistake stops at once;
// 2. beside it, the editor's script bundled, or copied from the last build
//    (scripts/postbuild/editor-bundle.ts), and the site's bundles built (react-router build),
//    which loads its modules meanwhile and reads the content once told it passed;
// 3. then, beside the bundles, the site finished from them (scripts/finish.ts): its pages, the
//    files beside them, the share cards and the editor put in it.
// Each step's memory ends with it: the bundler's, some 300 MB, is never beside the pages'
// (decisions 0025, 0026).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { setPriority } from "node:os";
import path from "node:path";
import {
  bundlesBuilt,
  checkedBesideVariable,
  contentChecked,
  finishApartVariable,
  forgetHanded,
} from "#app/content/checked-before.server.ts";
import { contentFolder } from "#app/content/files.server.ts";
import { buildMomentVariable } from "#app/lib/build-moment.ts";

/**
 * A script of the project run by this Node.js; its exit code. With `told`, it has a channel, to
 * be told what it waits for (the content passed, the bundles are built), and its own `env`.
 */
function run(script: string, argument?: string, told?: { env: NodeJS.ProcessEnv }) {
  const child = spawn(process.execPath, argument ? [script, argument] : [script], {
    stdio: told ? ["inherit", "inherit", "inherit", "ipc"] : "inherit",
    env: told?.env ?? process.env,
  });
  const exited = new Promise<number>((resolve) => {
    child.once("error", () => resolve(1));
    child.once("exit", (code) => resolve(code ?? 1));
  });
  return { child, exited };
}

const require = createRequire(import.meta.url);
const reactRouterPackage = require.resolve("@react-router/dev/package.json");
const { bin } = require(reactRouterPackage) as { bin: { "react-router": string } };
const reactRouter = path.join(path.dirname(reactRouterPackage), bin["react-router"]);

// The content the check hands over is for this build's processes alone.
process.on("exit", () => forgetHanded(contentFolder()));
const editor = run("scripts/postbuild/editor-bundle.ts");
// At a lower priority: the check, one thread, keeps a core to itself, and the bundle, which
// needs nothing from it, takes what the check leaves. At the same priority each slowed the
// other, and the check, which the build waits for, ended 0.7 s later at a thousand programs.
// Set on its main thread as it starts: the bundler's threads, which it starts, keep it.
try {
  if (editor.child.pid !== undefined) setPriority(editor.child.pid, 10);
} catch {
  // Already ended, or a system that does not allow it: bundled all the same.
}
const check = run("scripts/check-content.ts");
// The site's build starts meanwhile too: it loads its modules (2.5 s of one core at a thousand
// programs, while the check keeps the other), then waits to be told that the content passed
// (react-router.config.ts) before it reads the content. It and the process that finishes the
// site share one moment, which decides which events are to come.
const moment = { [buildMomentVariable]: process.env[buildMomentVariable] || new Date().toISOString() };
// Each thread of a build (the prerender, the share cards' workers, zlib's) took a malloc arena
// of its own, which glibc keeps once filled: with two, a thousand programs' build held 60 to
// 140 MB less, at a time within the machine's drift (decision 0026). Named before, the caller's.
const arenas = { MALLOC_ARENA_MAX: "2" };
const site = run(reactRouter, "build", {
  env: {
    ...arenas,
    ...process.env,
    ...moment,
    [checkedBesideVariable]: "1",
    [finishApartVariable]: "1",
  },
});
// The check is the step a volunteer's mistake stops: said at once, without waiting for the rest.
if ((await check.exited) !== 0) stop(editor, site);
// The editor's bundle, when it is not kept from the last build, takes 800 MB: it ends before
// the site's build reads the content and the finishing process starts, whose memory grows then.
if ((await editor.exited) !== 0) stop(site);
if (site.child.exitCode !== null) stop();
site.child.send(contentChecked);
// The pages are finished by a process of their own, without the memory the bundler keeps in
// the site's build (scripts/finish.ts): started now, it loads and starts the share cards while
// the bundles are built, and goes on once told they are. Whichever fails first stops both.
// Takumi, which draws the share cards, shares out each card's painting among rayon's threads,
// which reads this: one thread for the whole process. With one a core, a card took the same
// 10.4 ms of a core, but the cards' worker took the core the prerender, the build's longest
// step, needs. (`react-router build` alone keeps rayon's own: Vite's bundler, in the same
// process, reads it too.) Named before, the caller's.
const oneThreadACard = { RAYON_NUM_THREADS: "1" };
const finish = run("scripts/finish.ts", undefined, {
  env: { ...arenas, ...oneThreadACard, ...process.env, ...moment },
});
const first = await Promise.race([
  site.exited.then((code) => ({ step: site, code })),
  finish.exited.then((code) => ({ step: finish, code })),
]);
if (first.step === finish || first.code !== 0) stop(site, finish);
if (finish.child.connected) finish.child.send(bundlesBuilt);
process.exitCode = await finish.exited;

/** The build stopped, and the steps still running with it (those ended are not signalled). */
function stop(...steps: Array<ReturnType<typeof run>>): never {
  for (const { child } of steps) if (child.exitCode === null) child.kill();
  process.exit(1);
}
