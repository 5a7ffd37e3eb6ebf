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

// A one-pixel picture where the illustration goes, which satori places as cheaply as any box.
const stand =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const standIn = new RegExp(
  `<image x="(\\d+)" y="(\\d+)" width="(\\d+)" height="(\\d+)" href="${stand.replace(/[+.?/]/g, "\\$&")}"[^>]*/>`,
);
/** The illustration as resvg draws it on the card, by its place: drawn once, then copied. */
const drawnIllustrations = new Map<string, Buffer>();
const channels = 4;

parentPort?.on("message", async ({ id, element, file }: ShareImageJob) => {
  try {
    const svg = await satori(withIllustration(element) as Parameters<typeof satori>[0], { ...size, fonts });
    const pixels = drawnCard(svg);
    // Every card is opaque: libpng through sharp makes the file of its colours alone in a
    // third of resvg's time, and a third smaller.
    const png = await sharp(pixels, { raw: { ...size, channels } })
      .removeAlpha()
      .png({ compressionLevel: 6 })
      .toBuffer();
    await writeFile(file, png);
    parentPort?.postMessage({ id });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
  }
});

/**
 * The card's pixels. Resvg draws the text; the illustration, which took it half a card's time
 * (its picture decoded, scaled and clipped), is drawn on the first card only and copied onto
 * the others at its place, which nothing else on the card covers.
 */
function drawnCard(svg: string): Buffer {
  const place = standIn.exec(svg);
  if (!place) return paint(svg.replaceAll(stand, illustration));
  const [x, y, width, height] = place.slice(1).map(Number) as [number, number, number, number];
  const key = place.slice(1).join(",");
  const known = drawnIllustrations.get(key);
  if (!known) {
    const pixels = paint(svg.replace(stand, illustration));
    const rows = Buffer.alloc(width * height * channels);
    for (let row = 0; row < height; row++) {
      const start = ((y + row) * size.width + x) * channels;
      pixels.copy(rows, row * width * channels, start, start + width * channels);
    }
    drawnIllustrations.set(key, rows);
    return pixels;
  }
  const pixels = paint(svg.replace(place[0], ""));
  for (let row = 0; row < height; row++) {
    known.copy(
      pixels,
      ((y + row) * size.width + x) * channels,
      row * width * channels,
      (row + 1) * width * channels,
    );
  }
  return pixels;
}

function paint(svg: string): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: "width", value: size.width },
    // Satori writes the text as shapes: the system's fonts, which resvg would otherwise find
    // and read for every image (a third of its time), are never used.
    font: { loadSystemFonts: false },
  }).render().pixels;
}

/** The card's elements with a stand-in where the illustration goes (drawnCard puts it in). */
function withIllustration(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withIllustration);
  if (typeof node !== "object" || node === null) return node;
  const { type, props } = node as { type: string; props: Record<string, unknown> };
  const children = props.children === undefined ? {} : { children: withIllustration(props.children) };
  const src = props.src === illustrationPlace ? { src: stand } : {};
  return { type, props: { ...props, ...children, ...src } };
}
