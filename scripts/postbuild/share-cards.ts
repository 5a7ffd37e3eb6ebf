// The site's share cards: which pages have one and what each says, drawn (share-card.ts draws
// one) where no earlier build drew the same, and kept by what they show, so that a build of the
// same content draws none again and a save draws only the cards it changed.
import { createHash } from "node:crypto";
import { once } from "node:events";
import { copyFileSync, linkSync, mkdirSync, rmSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, utimes } from "node:fs/promises";
import { findPackageJSON } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Content } from "#app/content/load.server.ts";
import { brandColors } from "#app/lib/brand-colors.server.ts";
import { shareImagePath } from "#app/lib/meta.ts";
import { pageKinds, type PageKindDeclaration } from "#app/lib/page-kinds.ts";
import { sitePages, type SitePage } from "#app/lib/site-map.ts";
import { wordsLanguages, type SentenceFacts } from "#app/lib/words-language.ts";
import type { LanguageWords, PageLanguage } from "#app/schema/types.ts";
import {
  cardLayout,
  cardMaterials,
  type CardMaterials,
  type CardsToDraw,
  type ShareCard,
} from "./share-card.ts";

/** The site in one language, whose pages' cards are drawn. */
export interface ShareCardsLanguage {
  content: Content;
  language: PageLanguage;
  words: LanguageWords;
}

/** Every card of the site: where it is kept, and its file in the site ("fr/og/home.png"). */
export interface KeptShareCards {
  cards: Array<{ kept: string; file: string }>;
  drawn: number;
  reused: number;
}

/** Where cards drawn by earlier builds are kept: node_modules/.cache/share-images. */
export function shareCardCache(): string {
  return process.env.SHARE_IMAGE_CACHE ?? path.resolve("node_modules/.cache/share-images");
}

/** How long a card no build has asked for is kept. */
const keptDays = 30;

/**
 * Each page's card in one language, as its kind words it (app/lib/page-kinds.ts); each line in
 * one language too, the site's own where the page's lacks a word of it (`words`, against the
 * site's own `ownSite`).
 */
export function shareCards(
  content: Content,
  words: LanguageWords,
  ownSite: Content["site"],
  /** The cards' language: "fr". */
  code: string,
): ShareCard[] {
  const { site } = content;
  const languages = wordsLanguages(ownSite.language, words);
  const own = {
    code: ownSite.language,
    words: ownSite.linkWords,
    formats: ownSite.formats,
    weeks: ownSite.weeks,
  };
  const facts: SentenceFacts = { words: site.linkWords, formats: site.formats, weeks: site.weeks, own };
  // One image a key: a program's form shares its page's.
  const keyed = new Map<string, SitePage>();
  for (const page of sitePages(content)) {
    if (page.shareKey && !keyed.has(page.shareKey)) keyed.set(page.shareKey, page);
  }
  return [...keyed].flatMap(([key, page]) => {
    const { card } = pageKinds[page.kind] as PageKindDeclaration<unknown>;
    const cardWords = card?.(page.item, { content, code, facts, languages });
    return cardWords ? [{ key, title: page.title, ...cardWords }] : [];
  });
}

/**
 * Every page's card in every language, drawn where no earlier build drew it: a large site has
 * thousands. They are drawn on a thread of their own (share-card.ts) while the build goes on,
 * and kept out of the site's folder, which placeShareCards puts them in.
 */
export async function drawShareCards(
  languages: readonly ShareCardsLanguage[],
  illustrationFile = path.resolve("app/assets/hero-illustration.svg"),
): Promise<KeptShareCards> {
  const [own] = languages;
  if (!own) throw new Error("The site has no language.");
  const materials = await cardMaterials(illustrationFile);
  const colors = brandColors();
  const cards = languages.flatMap(({ content, language, words }) =>
    shareCards(content, words, own.content.site, language.code).map((card) => ({
      layout: cardLayout(card, content.site.name, colors),
      lang: language.code,
      file: shareImagePath(card.key, language).slice(1),
    })),
  );
  const folder = shareCardCache();
  await mkdir(folder, { recursive: true });
  const common = await drawingHash(materials);
  const now = new Date();
  const kept = await Promise.all(
    cards.map(async ({ layout, lang }) => {
      const name = createHash("sha256")
        .update(common)
        .update(`${lang}\n${JSON.stringify(layout)}`)
        .digest("hex");
      const file = path.join(folder, `${name}.png`);
      // A card found is kept another month.
      const found = await utimes(file, now, now).then(
        () => true,
        () => false,
      );
      return { file, found };
    }),
  );
  // Two pages whose cards are the same are drawn once.
  const toDraw = new Map<string, (typeof cards)[number]>();
  kept.forEach(({ file, found }, index) => {
    if (!found) toDraw.set(file, cards[index] as (typeof cards)[number]);
  });
  await Promise.all([drawInThread(materials, toDraw), forgetOldCards(folder)]);
  return {
    cards: cards.map(({ file }, index) => ({ kept: (kept[index] as { file: string }).file, file })),
    drawn: toDraw.size,
    reused: kept.filter(({ found }) => found).length,
  };
}

/** The cards drawn on a thread of their own (share-card.ts), each into its kept file. */
async function drawInThread(
  materials: CardMaterials,
  toDraw: ReadonlyMap<string, { layout: CardsToDraw["cards"][number]["layout"]; lang: string; file: string }>,
): Promise<void> {
  if (toDraw.size === 0) return;
  const thread = new Worker(new URL("./share-card.ts", import.meta.url), {
    workerData: {
      cardsToDraw: {
        materials,
        cards: [...toDraw].map(([kept, { layout, lang, file }]) => ({
          file: kept,
          page: file,
          layout,
          lang,
        })),
      } satisfies CardsToDraw,
    },
  });
  // A card that could not be drawn is the thread's error, and the build's.
  const [code] = (await once(thread, "exit")) as [number];
  if (code !== 0) throw new Error(`The share images' thread stopped with code ${code}.`);
}

/** The cards put in the built site's folder. */
export function placeShareCards(client: string, { cards }: KeptShareCards): void {
  for (const folder of new Set(cards.map(({ file }) => path.dirname(path.join(client, file))))) {
    mkdirSync(folder, { recursive: true });
  }
  for (const { kept, file } of cards) placeCard(kept, path.join(client, file));
}

/**
 * All that every card is drawn with, as one hash: the fonts, the illustration, the drawing code
 * and its library's version. A change to any of them draws every card again.
 */
async function drawingHash(materials: CardMaterials): Promise<string> {
  const hash = createHash("sha256");
  hash.update(materials.illustration);
  for (const { data, weight, unicodeRange } of materials.fonts) {
    hash.update(data);
    hash.update(JSON.stringify({ weight, unicodeRange }));
  }
  hash.update(await readFile(new URL("./share-card.ts", import.meta.url)));
  for (const library of ["@takumi-rs/core", "@takumi-rs/helpers"]) {
    const found = findPackageJSON(library, import.meta.url);
    if (found) hash.update(await readFile(found));
  }
  return hash.digest("hex");
}

/** Cards no build has asked for in a month, removed. */
async function forgetOldCards(folder: string): Promise<void> {
  const old = Date.now() - keptDays * 24 * 60 * 60 * 1000;
  for (const name of await readdir(folder)) {
    const file = path.join(folder, name);
    // A file another build renames meanwhile is its to keep.
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
    if (mtimeMs < old) await rm(file, { force: true });
  }
}

/**
 * A kept card in the built site: linked, not copied, where both are on one disk. Nothing writes
 * to either name: a card is drawn beside its kept name and renamed onto it, and a file already
 * in the site's place is removed, never written through.
 */
function placeCard(kept: string, file: string): void {
  rmSync(file, { force: true });
  try {
    linkSync(kept, file);
  } catch {
    copyFileSync(kept, file);
  }
}
