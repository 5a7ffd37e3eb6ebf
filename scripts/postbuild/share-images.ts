import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Content } from "#app/content/load.server.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { brandColors } from "#app/lib/brand-colors.server.ts";
import { shareImagePath, shareImageSize } from "#app/lib/meta.ts";
import sharp from "sharp";
import { fromJsx } from "@takumi-rs/helpers/jsx";
import { illustrationSize, ShareCardImage } from "./share-card.tsx";
import type { ShareImageJob, ShareImageWorkerData } from "./share-card-drawer.ts";
import { drawInWorkers } from "./share-image-worker.ts";
import type { LanguageWords } from "#app/schema/types.ts";
import { shareCards } from "./share-cards.ts";
import { forgetOldCards, keptCards, placeCard } from "./share-image-cache.ts";

/** The name each card gives its illustration: the workers give takumi the picture under it. */
const illustrationPlace = "illustration.png";

/** The site in one language, whose pages' share images are drawn. */
export interface ShareImagesLanguage {
  content: Content;
  language: PageLanguage;
  words: LanguageWords;
}

/** Every card of the site: where it is kept, and its file in the site ("fr/og/home.png"). */
export interface DrawnShareImages {
  cards: Array<{ kept: string; file: string }>;
  drawn: number;
  reused: number;
}

/**
 * Every page's share image in every language, drawn by worker threads where an earlier build
 * did not draw it: a card costs milliseconds, and a site of a thousand programs has thousands.
 * They depend on the content alone, and are drawn where they are kept (share-image-cache.ts),
 * so the build can start them before it has a folder to put them in; placeShareImages puts
 * them there.
 */
export async function drawShareImages(
  illustrationFile: string,
  languages: readonly ShareImagesLanguage[],
  ownSite: Content["site"],
  /** Settles once the build has nothing else to do: a worker a core from then on. */
  buildIdle: Promise<unknown> = Promise.resolve(),
): Promise<DrawnShareImages> {
  // Drawn once, at its size on the card, and sent once to each worker: each card then places it
  // pixel for pixel.
  const illustrationPng = await sharp(await readFile(illustrationFile), { density: 144 })
    .resize(illustrationSize.width, illustrationSize.height)
    .png()
    .toBuffer();
  const require = createRequire(import.meta.url);
  // Latin and its extension: the letters of Wolof, Pulaar and Mandinka (ŋ, ɓ, ɗ, ƴ) and the
  // naira's and cedi's signs are in the second.
  const ranges = JSON.parse(
    await readFile(require.resolve("@fontsource/inter/unicode.json"), "utf8"),
  ) as Record<string, string>;
  const fontFiles = (["latin", "latin-ext"] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      file: require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      weight,
      unicodeRange: codePoints(ranges[subset], subset),
    })),
  );
  const colors = brandColors();
  const jobs: Array<Omit<ShareImageJob, "file">> = [];
  for (const { content, language, words } of languages) {
    for (const card of shareCards(content, words, ownSite, language.code)) {
      const image = ShareCardImage({
        card,
        organisationName: content.site.name,
        illustration: illustrationPlace,
        colors,
      });
      jobs.push({
        node: JSON.stringify((await fromJsx(image)).node),
        lang: language.code,
        page: shareImagePath(card.key, language).slice(1),
      });
    }
  }
  const workerData: ShareImageWorkerData = {
    illustration: illustrationPng,
    illustrationPlace,
    fontFiles,
    size: shareImageSize,
  };
  const kept = await keptCards(workerData, jobs);
  // Two pages whose cards are the same are drawn once.
  const toDraw = new Map<string, ShareImageJob>();
  jobs.forEach((job, index) => {
    const { file, drawn } = kept[index] as { file: string; drawn: boolean };
    if (!drawn) toDraw.set(file, { ...job, file });
  });
  // While the cards are drawn: the build's own are kept another month by now.
  const forgotten = forgetOldCards();
  // Said below, unless a card fails first.
  forgotten.catch(() => undefined);
  await Promise.all([drawInWorkers([...toDraw.values()], workerData, buildIdle), forgotten]);
  return {
    cards: jobs.map(({ page }, index) => ({ kept: (kept[index] as { file: string }).file, file: page })),
    drawn: kept.filter(({ drawn }) => !drawn).length,
    reused: kept.filter(({ drawn }) => drawn).length,
  };
}

/** The cards put in the built site's folder. */
export function placeShareImages(client: string, { cards }: DrawnShareImages): void {
  for (const folder of new Set(cards.map(({ file }) => path.dirname(path.join(client, file))))) {
    mkdirSync(folder, { recursive: true });
  }
  for (const { kept, file } of cards) placeCard(kept, path.join(client, file));
}

/**
 * A CSS unicode-range as code points: "U+0100-02BA,U+2020,U+4??" is [[0x100, 0x2ba],
 * [0x2020, 0x2020], [0x400, 0x4ff]]. A subset the font's package no longer lists stops the
 * build: its letters would be drawn as boxes, and nothing would say so.
 */
function codePoints(range: string | undefined, subset: string): Array<[number, number]> {
  const parts = range?.split(",").map((part) => {
    const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(first.replaceAll("?", "0"), 16), parseInt(last.replaceAll("?", "f"), 16)] as [
      number,
      number,
    ];
  });
  if (!parts || parts.some((bounds) => bounds.some(Number.isNaN))) {
    throw new Error(`@fontsource/inter/unicode.json gives no characters for its "${subset}" file.`);
  }
  return parts;
}
