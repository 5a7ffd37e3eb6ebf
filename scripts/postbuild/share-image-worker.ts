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
  /** A card with no words (plain elements): what the illustration is cut from, drawn alone. */
  blank: unknown;
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
/** The illustration as resvg draws it on a card with no words, and its place there. */
let drawnIllustration: Promise<{ place: string; pixels: Buffer } | undefined> | undefined;
const channels = 4;

parentPort?.on("message", async ({ id, element, file }: ShareImageJob) => {
  try {
    const svg = await satori(withIllustration(element) as Parameters<typeof satori>[0], { ...size, fonts });
    const pixels = await drawnCard(svg);
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
 * The card's pixels. Resvg draws the words; the illustration, which took it half a card's time
 * (its picture decoded, scaled and clipped), is drawn once on a card with no words, and its
 * pixels are copied onto each card whose illustration satori puts at the same place. The
 * picture is drawn after the words, over them: what resvg would draw there is the picture.
 */
async function drawnCard(svg: string): Promise<Buffer> {
  const place = standIn.exec(svg);
  const illustrated = await (drawnIllustration ??= cutIllustration());
  if (!place || !illustrated || illustrated.place !== place.slice(1).join(",")) {
    return paint(svg.replaceAll(stand, illustration));
  }
  const [x, y, width, height] = place.slice(1).map(Number) as [number, number, number, number];
  const pixels = paint(svg.replace(place[0], ""));
  const row = width * channels;
  for (let line = 0; line < height; line++) {
    illustrated.pixels.copy(pixels, ((y + line) * size.width + x) * channels, line * row, (line + 1) * row);
  }
  return pixels;
}

/** The illustration's pixels, cut from a card with no words, and its place: "726,165,420,300". */
async function cutIllustration() {
  const svg = await satori(withIllustration(given?.blank) as Parameters<typeof satori>[0], {
    ...size,
    fonts,
  });
  const place = standIn.exec(svg);
  if (!place) return undefined;
  const [x, y, width, height] = place.slice(1).map(Number) as [number, number, number, number];
  const card = paint(svg.replace(stand, illustration));
  const pixels = Buffer.alloc(width * height * channels);
  for (let line = 0; line < height; line++) {
    const start = ((y + line) * size.width + x) * channels;
    card.copy(pixels, line * width * channels, start, start + width * channels);
  }
  return { place: place.slice(1).join(","), pixels };
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
