// Draws share images in a worker thread (share-images.ts): satori lays a card out, resvg paints
// it. Each card is tens of milliseconds of work; a site with a thousand programs has two
// thousand cards, drawn on every core while the build does its other steps.
import { Resvg } from "@resvg/resvg-js";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import satori, { type SatoriOptions } from "satori";
import sharp from "sharp";

/** What each worker is given once: the fonts' files, read here, the illustration, the images' size. */
export interface ShareImageWorkerData {
  /** The hero illustration as a data: URL, put where a card names `illustrationPlace`. */
  illustration: string;
  fontFiles: Array<{ file: string; weight: 400 | 700 }>;
  size: { width: number; height: number };
}

/** One card: its elements (plain objects, as satori reads them) and the file to write. */
export interface ShareImageJob {
  id: number;
  element: unknown;
  file: string;
}

/** Where a card's illustration goes, until the worker puts it in. */
export const illustrationPlace = "illustration:";

// Read where the module is a worker; imported elsewhere for its names, it reads nothing.
const given = workerData as ShareImageWorkerData | null;
const { size, illustration } = given ?? { size: { width: 0, height: 0 }, illustration: "" };
// One array for every card: satori keeps the fonts it parsed by it.
const fonts: SatoriOptions["fonts"] = (given?.fontFiles ?? []).map(({ file, weight }) => ({
  name: "Inter",
  data: readFileSync(file),
  weight,
  style: "normal",
}));

parentPort?.on("message", async ({ id, element, file }: ShareImageJob) => {
  try {
    const svg = await satori(withIllustration(element) as Parameters<typeof satori>[0], { ...size, fonts });
    const drawn = new Resvg(svg, {
      fitTo: { mode: "width", value: size.width },
      // Satori writes the text as shapes: the system's fonts, which resvg would otherwise find
      // and read for every image (a third of its time), are never used.
      font: { loadSystemFonts: false },
    }).render();
    // libpng through sharp makes the file in half resvg's time, and a third smaller.
    const png = await sharp(drawn.pixels, { raw: { width: drawn.width, height: drawn.height, channels: 4 } })
      .png({ compressionLevel: 6 })
      .toBuffer();
    await writeFile(file, png);
    parentPort?.postMessage({ id });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
  }
});

/** The card's elements with the illustration where it names its place. */
function withIllustration(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withIllustration);
  if (typeof node !== "object" || node === null) return node;
  const { type, props } = node as { type: string; props: Record<string, unknown> };
  const children = props.children === undefined ? {} : { children: withIllustration(props.children) };
  const src = props.src === illustrationPlace ? { src: illustration } : {};
  return { type, props: { ...props, ...children, ...src } };
}
