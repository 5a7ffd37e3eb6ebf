// Share images drawn by earlier builds, kept by what they show, so that a build of the same
// content draws none again and a save draws only the cards it changed.
import { createHash, randomUUID } from "node:crypto";
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, utimes } from "node:fs/promises";
import { findPackageJSON } from "node:module";
import path from "node:path";
import type { ShareImageJob, ShareImageWorkerData } from "./share-image-worker.ts";

/** Where cards drawn by earlier builds are kept, by what they show: node_modules/.cache/share-images. */
export function shareImageCache(): string {
  return process.env.SHARE_IMAGE_CACHE ?? path.resolve("node_modules/.cache/share-images");
}

/** How long a card no build has asked for is kept. */
const keptDays = 30;

/**
 * The cards an earlier build drew, found by a hash of all that makes one (its elements, the
 * illustration, the fonts, the size, the drawing code and its libraries' versions), copied
 * into place: a build of the same content draws none again, and a save draws the cards it
 * changed. Found ones are named in the returned set; `keep` adds the cards just drawn.
 */
export async function drawnBefore(
  given: ShareImageWorkerData,
  jobs: ReadonlyArray<Omit<ShareImageJob, "id">>,
) {
  const folder = shareImageCache();
  await mkdir(folder, { recursive: true });
  const drawing = createHash("sha256");
  drawing.update(JSON.stringify({ illustration: given.illustration, size: given.size, blank: given.blank }));
  for (const { file } of given.fontFiles) drawing.update(await readFile(file));
  drawing.update(await readFile(new URL("./share-image-worker.ts", import.meta.url)));
  for (const library of ["satori", "@resvg/resvg-js", "sharp"]) {
    const found = findPackageJSON(library, import.meta.url);
    if (found) drawing.update(await readFile(found));
  }
  const common = drawing.digest("hex");
  const cached = (job: Omit<ShareImageJob, "id">) =>
    path.join(
      folder,
      `${createHash("sha256").update(common).update(JSON.stringify(job.element)).digest("hex")}.png`,
    );
  const found = new Set<string>();
  const now = new Date();
  for (const job of jobs) {
    try {
      // Used now: kept for another month. Before it is placed: a card that is not placed is
      // drawn, and must not be written through a link into the kept one.
      await utimes(cached(job), now, now);
      await placeCopy(cached(job), job.file);
      found.add(job.file);
    } catch {
      // Not drawn before: drawn now.
    }
  }
  return {
    has: (file: string) => found.has(file),
    async keep(drawn: ReadonlyArray<Omit<ShareImageJob, "id">>) {
      for (const job of drawn) {
        // Written beside, then renamed: a build beside this one never reads half a file.
        const partial = `${cached(job)}.${randomUUID()}.part`;
        await copyFile(job.file, partial);
        await rename(partial, cached(job));
      }
      const old = now.getTime() - keptDays * 24 * 60 * 60 * 1000;
      for (const name of await readdir(folder)) {
        const file = path.join(folder, name);
        // A file another build renames meanwhile is its to keep.
        const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
        if (mtimeMs < old) await rm(file, { force: true });
      }
    },
  };
}

/**
 * A kept card in the built site: linked, not copied, where both are on one disk (a build of a
 * thousand programs wrote 150 MB of cards it already had). Nothing writes to a card once it is
 * in place, so the two names never differ.
 */
async function placeCopy(kept: string, file: string): Promise<void> {
  try {
    await link(kept, file);
  } catch {
    await copyFile(kept, file);
  }
}
