// The content as `npm run build`'s check (scripts/check-content.ts) read and checked it, handed
// to the build's other processes (the site's bundles, the finishing of its pages), so that a
// build reads the content once: a thousand programs took seconds to read and check again. It is
// for that build alone: its processes are all started by one parent (scripts/build.ts), which
// removes it as it ends, and the content has not changed since. Anywhere else (the dev server,
// the tests, a script run by hand) the files are read.
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { checkContent } from "./check.server.ts";

type CheckedContent = ReturnType<typeof checkContent>;
interface Handed {
  /** The process that runs `npm run build`'s steps (scripts/build.ts). */
  parent: number;
  /** The content folder's stamp before the check read it. */
  stamp: string;
  checked: CheckedContent;
}

const inBuild = () => process.env.npm_lifecycle_event === "build";

// In the project, not in the machine's shared temporary folder; one file a content folder,
// which the next check replaces.
function handedFile(folder: string): string {
  const name = createHash("sha256").update(path.resolve(folder)).digest("hex").slice(0, 16);
  return path.resolve("node_modules/.cache/checked-content", name);
}

/** Given by the check to the build's other processes. `stamp` is the folder's before it was read. */
export function handToBuild(folder: string, stamp: string, checked: CheckedContent): void {
  if (!inBuild()) return;
  const file = handedFile(folder);
  const partial = `${file}.${randomUUID()}.part`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(partial, serialize({ parent: process.ppid, stamp, checked } satisfies Handed));
    // Renamed into place: a build of the same folder beside this one never reads half of it.
    renameSync(partial, file);
  } catch {
    // Not handed: the build reads the files.
    rmSync(partial, { force: true });
  }
}

/** What the check handed to a build, removed once the build ended. */
export function forgetHanded(folder: string): void {
  rmSync(handedFile(folder), { force: true });
}

/**
 * What the check before this build handed it, if the content is as it read it: for each of the
 * build's processes (the bundles' and the pages'), until the build ends (forgetHanded).
 */
export function takeFromCheck(folder: string, stamp: string): CheckedContent | undefined {
  if (!inBuild()) return undefined;
  const file = handedFile(folder);
  let handed: Handed;
  try {
    handed = deserialize(readFileSync(file)) as Handed;
  } catch {
    return undefined;
  }
  // Another build's, beside this one: its to take.
  if (handed.parent !== process.ppid) return undefined;
  return handed.stamp === stamp ? handed.checked : undefined;
}

/** Set by `npm run build` for the site's build it starts beside the content's check. */
export const checkedBesideVariable = "CONTENT_CHECKED_BESIDE";
/** Set by `npm run build` for the site's build, which then leaves the pages to scripts/finish.ts. */
export const finishApartVariable = "FINISH_APART";

/** Whether this build leaves its pages to a process of their own (scripts/build.ts). */
export function finishApart(): boolean {
  return process.env[finishApartVariable] === "1";
}

/** What `npm run build` tells the site's build once the content passed its check. */
export const contentChecked = "content checked";
/** What `npm run build` tells the process that finishes the site once the bundles are built. */
export const bundlesBuilt = "bundles built";

const checkedKey = Symbol.for("women-in-tech-site.content-checked");

/**
 * Settles once `npm run build`, which starts the site's build beside the content's check so that
 * it loads its modules meanwhile (scripts/build.ts), says the check passed; at once anywhere
 * else. The build reads the content only then, as the check handed it over. One promise for
 * the process, kept on globalThis: the configuration and the route table each wait for it,
 * each with its own copy of this module, and the word comes once.
 */
export function checkedBeside(): Promise<void> {
  const shared = globalThis as { [checkedKey]?: Promise<void> };
  if (process.env[checkedBesideVariable] !== "1") return Promise.resolve();
  return (shared[checkedKey] ??= told(contentChecked));
}

/**
 * Settles once `npm run build` sends the word (a word sent before is kept for the first
 * listener); at once where there is no one to send it.
 */
export function told(word: string): Promise<void> {
  if (!process.send) return Promise.resolve();
  return new Promise((resolve) => {
    const heard = (message: unknown) => {
      if (message !== word) return;
      // With no one listening, the channel no longer keeps the process from ending.
      process.off("message", heard);
      resolve();
    };
    process.on("message", heard);
  });
}
