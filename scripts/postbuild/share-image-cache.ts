// Share images drawn by earlier builds, kept by what they show, so that a build of the same
// content draws none again and a save draws only the cards it changed.
import { createHash } from "node:crypto";
import { copyFileSync, linkSync, rmSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, utimes } from "node:fs/promises";
import { findPackageJSON } from "node:module";
import path from "node:path";
import type { ShareImageJob, ShareImageWorkerData } from "./share-card-drawer.ts";

/** Where cards drawn by earlier builds are kept, by what they show: node_modules/.cache/share-images. */
export function shareImageCache(): string {
  return process.env.SHARE_IMAGE_CACHE ?? path.resolve("node_modules/.cache/share-images");
}

/** How long a card no build has asked for is kept. */
const keptDays = 30;

/**
 * Where each card is kept, named by a hash of all that makes one (its nodes and language, the
 * illustration, the fonts, the size, the drawing code and its libraries' versions), and whether
 * an earlier build drew it. A card found is kept another month.
 */
export async function keptCards(
  given: ShareImageWorkerData,
  cards: ReadonlyArray<Pick<ShareImageJob, "node" | "lang">>,
): Promise<Array<{ file: string; drawn: boolean }>> {
  const folder = shareImageCache();
  await mkdir(folder, { recursive: true });
  const drawing = createHash("sha256");
  drawing.update(given.illustration);
  drawing.update(JSON.stringify({ place: given.illustrationPlace, size: given.size }));
  for (const { file, weight, unicodeRange } of given.fontFiles) {
    drawing.update(await readFile(file));
    drawing.update(JSON.stringify({ weight, unicodeRange }));
  }
  for (const code of ["./share-card-drawer.ts", "./share-image-worker.ts"]) {
    drawing.update(await readFile(new URL(code, import.meta.url)));
  }
  for (const library of ["@takumi-rs/core", "@takumi-rs/helpers"]) {
    const found = findPackageJSON(library, import.meta.url);
    if (found) drawing.update(await readFile(found));
  }
  const common = drawing.digest("hex");
  const now = new Date();
  return Promise.all(
    cards.map(async ({ node, lang }) => {
      const name = createHash("sha256").update(common).update(`${lang}\n${node}`).digest("hex");
      const file = path.join(folder, `${name}.png`);
      const drawn = await utimes(file, now, now).then(
        () => true,
        () => false,
      );
      return { file, drawn };
    }),
  );
}

/** Cards no build has asked for in a month, removed. */
export async function forgetOldCards(): Promise<void> {
  const folder = shareImageCache();
  const old = Date.now() - keptDays * 24 * 60 * 60 * 1000;
  for (const name of await readdir(folder)) {
    const file = path.join(folder, name);
    // A file another build renames meanwhile is its to keep.
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
    if (mtimeMs < old) await rm(file, { force: true });
  }
}

/**
 * A kept card in the built site: linked, not copied, where both are on one disk (a build of a
 * thousand programs wrote 150 MB of cards it already had). Nothing writes to either name: a
 * card is drawn beside its kept name and renamed onto it, and a file already in the site's
 * place is removed, never written through.
 */
export function placeCard(kept: string, file: string): void {
  rmSync(file, { force: true });
  try {
    linkSync(kept, file);
  } catch {
    copyFileSync(kept, file);
  }
}
