// One page's share card (its og:image): laid out with flexbox, painted and written as a PNG by
// takumi in one native call. share-cards.ts says which cards the site has, and keeps them; it
// starts this module as a thread of its own to draw those no earlier build drew (drawCards).
import { renameSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { isMainThread, workerData } from "node:worker_threads";
import sharp from "sharp";
import { container, image, text, type Node } from "@takumi-rs/helpers";
import type { BrandColors } from "#app/lib/brand-colors.server.ts";
import { shareImageSize } from "#app/lib/meta.ts";

/** What a card says: its page's title, a line, a few figures and facts, in one language. */
export interface ShareCard {
  key: string;
  title: string;
  line: string;
  /** Figures as the page draws them: the figure, and its label apart, with no word between. */
  figures?: ReadonlyArray<{ figure: string; label: string }>;
  facts: string[];
}

/** The hero illustration's place on the card. */
export const illustrationSize = { width: 420, height: 300 };

/** The band of the brand's colour along the card's foot. */
const bandHeight = 16;
const illustrationMargin = 48;
const paddingTop = 56;
/** The organisation's name, at the top. */
const headerHeight = 32;
const aboveBand = shareImageSize.height - bandHeight;

/**
 * The part of the card that holds the page's own words: below the organisation's name, left of
 * the illustration, above the band. Nothing of them shows outside it: the rest is the same on
 * every card of a language, however long its words (share-cards.test.ts).
 */
export const wordsArea = {
  top: paddingTop + headerHeight,
  width: shareImageSize.width - illustrationSize.width - illustrationMargin,
  height: aboveBand - paddingTop - headerHeight,
};

/** The name the card gives its illustration, which the drawer hands takumi under it. */
const illustrationPlace = "illustration.png";

/** A card laid out: the organisation's name, the page's words and facts, the illustration, the band. */
export function cardLayout(card: ShareCard, organisationName: string, colors: BrandColors): Node {
  const flex = { display: "flex" } as const;
  const pill = {
    ...flex,
    alignItems: "baseline",
    fontSize: 22,
    fontWeight: 700,
    color: colors.primary,
    backgroundColor: colors.primarySoft,
    borderRadius: 999,
    padding: "8px 18px",
  } as const;
  const fact = (words: string) => container({ style: pill, children: [text(words)] });
  // The figure large and its label beside it, each as the page has it.
  const figure = ({ figure: value, label }: { figure: string; label: string }) =>
    container({
      style: { ...pill, columnGap: 10 },
      children: [text(value, { fontSize: 28 }), text(label, { fontWeight: 400, color: colors.ink })],
    });
  const words = container({
    style: {
      ...flex,
      flexDirection: "column",
      justifyContent: "space-between",
      padding: `${paddingTop}px 40px 48px 64px`,
      width: wordsArea.width,
      boxSizing: "border-box",
      flexShrink: 0,
      // Nothing shows beyond the words' area: a word too long for a line is broken, a title or
      // line too long for the card ends in an ellipsis, and the band, drawn last, covers what
      // would pass it.
      overflowWrap: "break-word",
      rowGap: 24,
    },
    children: [
      container({
        style: {
          ...flex,
          height: headerHeight,
          alignItems: "center",
          fontSize: 26,
          fontWeight: 700,
          color: colors.primary,
        },
        children: [
          container({
            style: {
              ...flex,
              width: 18,
              height: 18,
              borderRadius: 9,
              backgroundColor: colors.accent,
              marginRight: 14,
            },
          }),
          text(organisationName),
        ],
      }),
      container({
        style: { ...flex, flexDirection: "column" },
        children: [
          text(card.title, {
            fontSize: 60,
            fontWeight: 700,
            lineHeight: 1.05,
            letterSpacing: -1,
            lineClamp: 3,
          }),
          text(card.line, {
            fontSize: 28,
            lineHeight: 1.4,
            color: colors.inkMuted,
            marginTop: 24,
            lineClamp: 4,
          }),
        ],
      }),
      container({
        style: { ...flex, flexWrap: "wrap", gap: 12 },
        children: [...(card.figures ?? []).map(figure), ...card.facts.map(fact)],
      }),
    ],
  });
  const picture = container({
    style: {
      ...flex,
      alignItems: "center",
      justifyContent: "center",
      flex: 1,
      paddingRight: illustrationMargin,
    },
    children: [image({ src: illustrationPlace, ...illustrationSize, style: { borderRadius: 24 } })],
  });
  return container({
    style: {
      ...flex,
      flexDirection: "column",
      width: "100%",
      height: "100%",
      backgroundColor: colors.card,
      fontFamily: "Inter",
      color: colors.ink,
    },
    children: [
      container({ style: { ...flex, height: aboveBand }, children: [words, picture] }),
      container({ style: { ...flex, height: bandHeight, backgroundColor: colors.primary } }),
    ],
  });
}

/** What every card is drawn with: the fonts' files and the illustration, read once. */
export interface CardMaterials {
  /** The hero illustration as a PNG at its size on the card. */
  illustration: Uint8Array;
  /** Each of Inter's files, with the characters it holds: [[0x100, 0x2ba], …]. */
  fonts: Array<{ data: Uint8Array; weight: 400 | 700; unicodeRange: Array<[number, number]> }>;
}

/** The fonts and the illustration, read and drawn once for every card. */
export async function cardMaterials(illustrationFile: string): Promise<CardMaterials> {
  const illustration = await sharp(await readFile(illustrationFile), { density: 144 })
    .resize(illustrationSize.width, illustrationSize.height)
    .png()
    .toBuffer();
  const require = createRequire(import.meta.url);
  // Latin and its extension: the letters of Wolof, Pulaar and Mandinka (ŋ, ɓ, ɗ, ƴ) and the
  // naira's and cedi's signs are in the second.
  const ranges = JSON.parse(
    await readFile(require.resolve("@fontsource/inter/unicode.json"), "utf8"),
  ) as Record<string, string>;
  const fonts = await Promise.all(
    (["latin", "latin-ext"] as const).flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
        weight,
        unicodeRange: codePoints(ranges[subset], subset),
      })),
    ),
  );
  return { illustration, fonts };
}

/** What draws cards, each to a PNG: one renderer, which reads each font and the illustration once. */
export async function cardDrawer(
  materials: CardMaterials,
): Promise<(layout: Node, lang: string) => Promise<Buffer>> {
  const { Renderer } = await import("@takumi-rs/core");
  const renderer = new Renderer();
  const fonts = materials.fonts.map((font) => ({ name: "Inter", style: "normal" as const, ...font }));
  const images = [{ src: illustrationPlace, data: materials.illustration }];
  // takumi breaks each card's lines by its language's rules.
  return (layout, lang) => renderer.render(layout, { ...shareImageSize, format: "png", fonts, images, lang });
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

/** What a thread that draws cards is given: the materials, and each card with the file it goes to. */
export interface CardsToDraw {
  materials: CardMaterials;
  /** Each card: the file it is kept in, its file in the site ("og/fr/home.png"), what it shows. */
  cards: Array<{ file: string; page: string; layout: Node; lang: string }>;
}

/**
 * Each card drawn into its file. On a thread of its own, not the build's: the pages' work there
 * never leaves a card drawn and waiting for its turn to be written. Takumi paints each on one of
 * libuv's threads, several side by side.
 */
export async function drawCards({ materials, cards }: CardsToDraw): Promise<void> {
  const draw = await cardDrawer(materials);
  const queue = [...cards];
  const drawNext = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { file, page, layout, lang } = next;
      const png = await draw(layout, lang).catch((error: unknown) => {
        throw new Error(`The share image ${page} could not be drawn: ${String(error)}`, { cause: error });
      });
      // Written beside, then renamed: a build beside this one never reads half a file.
      const partial = `${file}.${process.pid}.part`;
      writeFileSync(partial, png);
      renameSync(partial, file);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, drawNext));
}

// Started as a thread by share-cards.ts, with the cards to draw.
const given = (workerData as { cardsToDraw?: CardsToDraw } | null)?.cardsToDraw;
if (!isMainThread && given) await drawCards(given);
