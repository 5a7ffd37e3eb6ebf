// Draws one share card (share-image-worker.ts draws them, in worker threads): takumi lays it
// out, paints it and writes its PNG, in one native call.
import { Renderer, type Node } from "@takumi-rs/core";
import { randomUUID } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";

type Size = { width: number; height: number };

/** What each worker is given once, to draw its cards: the fonts' files, the illustration, the size. */
export interface ShareImageWorkerData {
  /** The hero illustration as a PNG at its size on the card, where a card's image is `illustrationPlace`. */
  illustration: Uint8Array;
  illustrationPlace: string;
  /** Each of Inter's files, with the characters it holds: [[0x100, 0x2ba], …]. */
  fontFiles: Array<{ file: string; weight: 400 | 700; unicodeRange: Array<[number, number]> }>;
  size: Size;
}

/**
 * One card: takumi's nodes of it in JSON (in each worker, thousands of cards take half the
 * memory of their objects), its language, the file to write, and its page's.
 */
export interface ShareImageJob {
  node: string;
  /** The card's language, which takumi breaks its lines by: "fr". */
  lang: string;
  file: string;
  /** Its file in the site, as the build says it: "fr/og/home.png". */
  page: string;
}

/** What draws and writes one card. */
export function cardDrawer(given: ShareImageWorkerData): (job: ShareImageJob) => Promise<void> {
  const renderer = new Renderer();
  // The same objects for every card: takumi reads each font once, and decodes the illustration
  // once, for the cards after the first.
  const fonts = given.fontFiles.map(({ file, weight, unicodeRange }) => ({
    name: "Inter",
    data: readFileSync(file),
    weight,
    style: "normal",
    unicodeRange,
  }));
  const images = [{ src: given.illustrationPlace, data: given.illustration }];

  return async ({ node, lang, file }) => {
    const png = await renderer.render(JSON.parse(node) as Node, {
      ...given.size,
      format: "png",
      fonts,
      images,
      lang,
    });
    // Written beside, then renamed: a build beside this one never reads half a file.
    const partial = `${file}.${randomUUID()}.part`;
    writeFileSync(partial, png);
    renameSync(partial, file);
  };
}
