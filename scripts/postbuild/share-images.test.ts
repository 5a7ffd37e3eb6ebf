import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { loadLanguages } from "#app/content/load.server.ts";
import { brandColors } from "#app/lib/brand-colors.server.ts";
import { shareImagePath, shareImageSize } from "#app/lib/meta.ts";
import { ShareCardImage } from "./share-card.tsx";
import { shareCards } from "./share-cards.ts";
import { drawShareImages, placeShareImages } from "./share-images.ts";

const folder = mkdtempSync(path.join(tmpdir(), "share-images-"));
process.env.SHARE_IMAGE_CACHE = path.join(folder, "cache");
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  delete process.env.SHARE_IMAGE_CACHE;
});

const illustration = path.resolve("app/assets/hero-illustration.svg");
const languages = loadLanguages("tests/fixtures/launch-content");
const [own] = languages;
if (!own) throw new Error("The launch content has no language.");
const build = async (client: string, chosen = languages) => {
  const images = await drawShareImages(illustration, chosen, (chosen[0] as (typeof chosen)[0]).content.site);
  placeShareImages(path.join(folder, client), images);
  return { drawn: images.drawn, reused: images.reused };
};
const pngs = (client: string) =>
  readdirSync(path.join(folder, client, "og")).filter((file) => file.endsWith(".png"));

describe("the share images a build draws", { timeout: 60_000 }, () => {
  it("are each the card satori and resvg draw whole, to the pixel, in every language", async () => {
    // Every kind of card, in two languages. A translation may name the organisation its own
    // way: each language's cards carry its name.
    const full = loadLanguages("tests/fixtures/full-content");
    const named = full.map((language, index) =>
      index === 0
        ? language
        : {
            ...language,
            content: {
              ...language.content,
              site: { ...language.content.site, name: "Initiative Femmes et Technologie" },
            },
          },
    );
    expect(named.length).toBeGreaterThan(1);
    await build("whole", named);
    const require = createRequire(import.meta.url);
    const font = (weight: 400 | 700) => ({
      name: "Inter",
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: "normal" as const,
    });
    const picture = await sharp(readFileSync(illustration), { density: 144 })
      .resize(420, 300)
      .png()
      .toBuffer();
    for (const { content, words, language } of named) {
      const cards = shareCards(content, words, (named[0] as (typeof named)[0]).content.site, language.code);
      expect(cards.length).toBeGreaterThan(1);
      for (const card of cards) {
        const svg = await satori(
          ShareCardImage({
            card,
            organisationName: content.site.name,
            illustration: `data:image/png;base64,${picture.toString("base64")}`,
            colors: brandColors(),
          }),
          { ...shareImageSize, fonts: [font(400), font(700)] },
        );
        const whole = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
        const expected = await sharp(whole.pixels, { raw: { ...shareImageSize, channels: 4 } })
          .removeAlpha()
          .raw()
          .toBuffer();
        const file = path.join(folder, "whole", shareImagePath(card.key, language));
        const drawn = await sharp(file).removeAlpha().raw().toBuffer();
        expect(drawn.equals(expected), `${language.code} ${card.key}: the same pixels`).toBe(true);
      }
    }
  });

  it("are taken from an earlier build of the same content, the same to the byte", async () => {
    const first = await build("first");
    const again = await build("again");
    expect(again).toEqual({ drawn: 0, reused: first.drawn + first.reused });
    for (const name of pngs("first")) {
      expect(readFileSync(path.join(folder, "again/og", name))).toEqual(
        readFileSync(path.join(folder, "first/og", name)),
      );
    }
  });

  it("are drawn anew for the cards a change of words changes, and only those", async () => {
    const before = await build("before");
    const retitled = languages.map((language) =>
      language === own
        ? {
            ...language,
            content: {
              ...language.content,
              home: {
                ...language.content.home,
                hero: { ...language.content.home.hero, heading: "A new heading" },
              },
            },
          }
        : language,
    );
    const changed = await build("changed", retitled);
    expect(changed).toEqual({ drawn: 1, reused: before.drawn + before.reused - 1 });
  });
});
