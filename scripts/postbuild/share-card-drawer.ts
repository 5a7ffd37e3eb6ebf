// Draws one share card (share-image-worker.ts draws them, in worker threads): satori lays it
// out, resvg paints its words, and libpng, through sharp, writes it.
import { Resvg } from "@resvg/resvg-js";
import { randomUUID } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import satori, { type SatoriOptions } from "satori";
import sharp from "sharp";

type Size = { width: number; height: number };

/** What each worker is given once, to draw its cards: the fonts' files, the illustration, the sizes. */
export interface ShareImageWorkerData {
  /** The hero illustration as a data: URL, put where a card's image is `illustrationPlace`. */
  illustration: string;
  illustrationPlace: string;
  fontFiles: Array<{ file: string; weight: 400 | 700 }>;
  /** Each language's card with no words (plain elements): the rest of its cards, drawn once. */
  blanks: unknown[];
  size: Size;
  /** The part of the card that holds a page's own words (share-card.tsx). */
  wordsArea: Size & { top: number };
}

/**
 * One card: its page's words (plain elements, as satori reads them, in JSON: in each worker,
 * thousands of cards take half the memory of their objects), which of `blanks` they are drawn
 * on, the file to write, and its page's.
 */
export interface ShareImageJob {
  element: string;
  blank: number;
  file: string;
  /** Its file in the site, as the build says it: "fr/og/home.png". */
  page: string;
}

// A one-pixel picture where the illustration goes, which satori places as cheaply as any box.
const stand =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const standIn = new RegExp(
  `<image x="(\\d+)" y="(\\d+)" width="(\\d+)" height="(\\d+)" href="${stand.replace(/[+.?/]/g, "\\$&")}"[^>]*/>`,
);
const canvas = /^<svg width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/;
const channels = 4;

/** What draws and writes one card. */
export function cardDrawer(given: ShareImageWorkerData): (job: ShareImageJob) => Promise<void> {
  const { size, wordsArea } = given;
  // One array for every card: satori keeps the fonts it parsed by it.
  const fonts: SatoriOptions["fonts"] = given.fontFiles.map(({ file, weight }) => ({
    name: "Inter",
    data: readFileSync(file),
    weight,
    style: "normal",
  }));
  /** Each card with no words, drawn whole, and where its illustration is. */
  const drawnBlanks = new Map<number, Promise<{ place: string; pixels: Buffer }>>();
  // Each card is drawn here, one at a time: three megabytes a card, allocated once. Outside its
  // words' area it is the last card's blank, whose pixels are copied in only when it changes.
  const card = Buffer.alloc(size.width * size.height * channels);
  let cardBlank: number | undefined;
  const layOut = (element: unknown) =>
    satori(withIllustration(element, given.illustrationPlace) as Parameters<typeof satori>[0], {
      ...size,
      fonts,
    });

  /**
   * The card's pixels. The cards of a language are the same outside their words' area: the
   * card with no words is drawn once, whole, and each card's words are painted alone, on a
   * canvas the size of their area, then copied onto it (half the pixels, and none of the
   * illustration, which resvg took half a card's time to decode, scale and clip).
   */
  async function drawnCard(svg: string, index: number): Promise<Buffer> {
    const place = standIn.exec(svg);
    let drawn = drawnBlanks.get(index);
    if (!drawn) drawnBlanks.set(index, (drawn = drawBlank(given.blanks[index])));
    const blank = await drawn;
    // The card's layout fixes them (share-card.tsx); satori's new ways would break the copy.
    if (!place || blank.place !== placeOf(place) || !canvas.test(svg)) {
      throw new Error("the card's illustration moved, or satori draws its canvas another way");
    }
    const { top, width, height } = wordsArea;
    const words = paint(
      svg
        .replace(canvas, `<svg width="${width}" height="${height}" viewBox="0 ${top} ${width} ${height}"`)
        .replace(place[0], ""),
      wordsArea,
    );
    if (cardBlank !== index) {
      blank.pixels.copy(card);
      cardBlank = index;
    }
    // Every pixel of the area is painted: the card's background lies under its words.
    const row = width * channels;
    for (let line = 0; line < height; line++) {
      words.copy(card, (top + line) * size.width * channels, line * row, (line + 1) * row);
    }
    return card;
  }

  async function drawBlank(blank: unknown) {
    const svg = await layOut(blank);
    const place = standIn.exec(svg);
    return {
      place: place ? placeOf(place) : "",
      pixels: paint(svg.replaceAll(stand, given.illustration), size),
    };
  }

  return async ({ element, blank, file }) => {
    const pixels = await drawnCard(await layOut(JSON.parse(element)), blank);
    // Every card is opaque: libpng through sharp makes the file of its colours alone. Level 1
    // takes less than half the default's time (2.6 ms, not 5.9) for a file 1.6 times as large
    // (83 KB): only the sites a link is shared on fetch it, once.
    const png = await sharp(pixels, { raw: { ...size, channels } })
      .removeAlpha()
      .png({ compressionLevel: 1 })
      .toBuffer();
    // Written beside, then renamed: a build beside this one never reads half a file.
    const partial = `${file}.${randomUUID()}.part`;
    writeFileSync(partial, png);
    renameSync(partial, file);
  };
}

/** The illustration's place: "732,157,420,300". */
const placeOf = (found: RegExpExecArray) => found.slice(1).join(",");

function paint(svg: string, { width }: Size): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    // Satori writes the text as shapes: the system's fonts, which resvg would otherwise find
    // and read for every image (a third of its time), are never used.
    font: { loadSystemFonts: false },
  }).render().pixels;
}

/** The card's elements with a stand-in where the illustration goes (drawnCard puts it in). */
function withIllustration(node: unknown, illustrationPlace: string): unknown {
  if (Array.isArray(node)) return node.map((child) => withIllustration(child, illustrationPlace));
  if (typeof node !== "object" || node === null) return node;
  const { type, props } = node as { type: string; props: Record<string, unknown> };
  const children =
    props.children === undefined ? {} : { children: withIllustration(props.children, illustrationPlace) };
  const src = props.src === illustrationPlace ? { src: stand } : {};
  return { type, props: { ...props, ...children, ...src } };
}
