import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { isValidElement, type ReactNode } from "react";
import type { Content } from "#app/content/load.server.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { brandColors } from "#app/lib/brand-colors.server.ts";
import { shareImagePath, shareImageSize } from "#app/lib/meta.ts";
import sharp from "sharp";
import { illustrationSize, ShareCardImage } from "./share-card.tsx";
import { illustrationPlace, type ShareImageJob, type ShareImageWorkerData } from "./share-image-worker.ts";
import type { LanguageWords } from "#app/schema/types.ts";
import { shareCards } from "./share-cards.ts";
import { drawnBefore } from "./share-image-cache.ts";

/** The site in one language, whose pages' share images are drawn. */
export interface ShareImagesLanguage {
  content: Content;
  language: PageLanguage;
  words: LanguageWords;
}

/**
 * Every page's share image in every language, drawn by worker threads, one a core: a card
 * costs tens of milliseconds, and a site of a thousand programs has two thousand of them,
 * which took a minute and a half on one thread. The build's other steps go on meanwhile;
 * the promise settles once every image is written, with how many were drawn and how many
 * taken from earlier builds.
 */
export async function writeShareImages(
  client: string,
  illustrationFile: string,
  languages: readonly ShareImagesLanguage[],
  ownSite: Content["site"],
): Promise<{ drawn: number; reused: number }> {
  const require = createRequire(import.meta.url);
  const fontFile = (weight: 400 | 700) => ({
    file: require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
    weight,
  });
  // Drawn once, at its size on the card: each card then places a picture pixel for pixel, where
  // drawing the illustration anew took a third of the card's time.
  const illustrationPng = await sharp(await readFile(illustrationFile), { density: 144 })
    .resize(illustrationSize.width, illustrationSize.height)
    .png()
    .toBuffer();
  const colors = brandColors();
  const jobs: Array<Omit<ShareImageJob, "id">> = [];
  for (const { content, language, words } of languages) {
    await mkdir(path.dirname(path.join(client, shareImagePath("home", language))), { recursive: true });
    for (const card of shareCards(content, words, ownSite, language.code)) {
      // The worker puts the illustration in: sent once to it, not with every card.
      const element = ShareCardImage({
        card,
        organisationName: content.site.name,
        illustration: illustrationPlace,
        colors,
      });
      jobs.push({
        element: plainElements(element),
        file: path.join(client, shareImagePath(card.key, language)),
      });
    }
  }
  const workerData: ShareImageWorkerData = {
    illustration: `data:image/png;base64,${illustrationPng.toString("base64")}`,
    fontFiles: [fontFile(400), fontFile(700)],
    size: shareImageSize,
    blank: plainElements(
      ShareCardImage({
        card: { key: "", title: "", line: "", facts: [] },
        organisationName: "",
        illustration: illustrationPlace,
        colors,
      }),
    ),
  };
  const cache = await drawnBefore(workerData, jobs);
  const toDraw = jobs.filter((job) => !cache.has(job.file));
  await draw(toDraw, workerData);
  await cache.keep(toDraw);
  return { drawn: toDraw.length, reused: jobs.length - toDraw.length };
}

/** The workers draw each job's card, one a core. */
async function draw(jobs: ReadonlyArray<Omit<ShareImageJob, "id">>, workerData: ShareImageWorkerData) {
  if (jobs.length === 0) return;
  const workers = Array.from(
    { length: Math.min(availableParallelism(), jobs.length) },
    () => new Worker(new URL("./share-image-worker.ts", import.meta.url), { workerData }),
  );
  try {
    let next = 0;
    await Promise.all(
      workers.map(async (worker) => {
        for (; next < jobs.length;) {
          const id = next++;
          await drawn(worker, { id, ...(jobs[id] as Omit<ShareImageJob, "id">) });
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

function drawn(worker: Worker, job: ShareImageJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = ({ id, error }: { id: number; error?: string }) => {
      if (id !== job.id) return;
      worker.off("message", onMessage).off("error", reject);
      if (error) reject(new Error(`The share image ${job.file} could not be drawn: ${error}`));
      else resolve();
    };
    worker.on("message", onMessage).once("error", reject);
    worker.postMessage(job);
  });
}

/**
 * The card's elements as satori reads them, without React's own fields, which cannot be sent
 * to a worker. The card is drawn with elements of HTML only (share-card.tsx), which is what
 * satori lays out.
 */
function plainElements(node: ReactNode): unknown {
  if (Array.isArray(node)) return node.map(plainElements);
  if (!isValidElement(node)) return node;
  const { type, props } = node as { type: unknown; props: Record<string, unknown> };
  if (typeof type !== "string") throw new Error("A share card is drawn with elements of HTML only.");
  const { children, ...rest } = props;
  return {
    type,
    props: children === undefined ? rest : { ...rest, children: plainElements(children as ReactNode) },
  };
}
