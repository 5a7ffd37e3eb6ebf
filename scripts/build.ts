// `npm run build`: the content checked (scripts/check-content.ts) and, beside it, the editor's
// script bundled (scripts/postbuild/editor-bundle.ts) and the site's build started (react-router
// build), which loads its modules meanwhile, reads the content once told it passed, and puts the
// bundled editor in the site. The check keeps one core busy; the bundle and the build's start
// need nothing from it. Each is a process of its own, so neither the check's memory nor the
// bundler's stays in the build's, the largest (decision 0025).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { setPriority } from "node:os";
import path from "node:path";
import { checkedBesideVariable, contentChecked } from "#app/content/checked-before.server.ts";

/** A script of the project run by this Node.js; its exit code. */
function run(script: string, argument?: string, env?: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, argument ? [script, argument] : [script], {
    // The site's build (given its own `env`) has a channel, to be told the content passed.
    stdio: env ? ["inherit", "inherit", "inherit", "ipc"] : "inherit",
    env: env ?? process.env,
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

const editor = run("scripts/postbuild/editor-bundle.ts");
// At a lower priority (set as it starts, so the threads it starts keep it): the check, one
// thread, keeps a core to itself, and the bundle, which needs nothing from it, takes what the
// check leaves. At the same priority each slowed the other, and the check, which the build
// waits for, ended 0.7 s later at a thousand programs.
try {
  if (editor.child.pid !== undefined) setPriority(editor.child.pid, 10);
} catch {
  // Already ended, or a system that does not allow it: bundled all the same.
}
const check = run("scripts/check-content.ts");
// The site's build starts meanwhile too: it loads its modules (2.5 s of one core at a thousand
// programs, while the check keeps the other), then waits to be told that the content passed
// and the editor is bundled (react-router.config.ts) before it reads the content. Its threads
// (the prerender, the share cards' workers, zlib's) each took a malloc arena of their own,
// which glibc keeps once filled: with two, a thousand programs' build held 60 to 140 MB less,
// at a time within the machine's drift (decision 0026). Named before, the caller's.
const site = run(reactRouter, "build", {
  MALLOC_ARENA_MAX: "2",
  ...process.env,
  [checkedBesideVariable]: "1",
});
// The check is the step a volunteer's mistake stops: said at once, without waiting for the rest.
if ((await check.exited) !== 0) stop(editor, site);
if ((await editor.exited) !== 0) stop(site);
if (site.child.connected) site.child.send(contentChecked);
process.exitCode = await site.exited;

function stop(...steps: Array<ReturnType<typeof run>>): never {
  for (const { child } of steps) child.kill();
  process.exit(1);
}
