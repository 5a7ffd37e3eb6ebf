import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { loadLanguages } from "#app/content/load.server.ts";
import { shareImagePath, shareImageSize } from "#app/lib/meta.ts";
import { wordsArea } from "./share-card.ts";
import { drawShareCards, placeShareCards, shareCards } from "./share-cards.ts";
import { copyLaunchContent } from "#tests/fixtures/launch-with-french.ts";
import { figureOf } from "#app/lib/language-conventions.ts";

const folder = mkdtempSync(path.join(tmpdir(), "share-images-"));
process.env.SHARE_IMAGE_CACHE = path.join(folder, "cache");
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  delete process.env.SHARE_IMAGE_CACHE;
});

const languages = loadLanguages("tests/fixtures/launch-content");
const [own] = languages;
if (!own) throw new Error("The launch content has no language.");
const build = async (client: string, chosen = languages) => {
  const images = await drawShareCards(chosen);
  placeShareCards(path.join(folder, client), images);
  return { drawn: images.drawn, reused: images.reused };
};
/** The launch content with another heading on its home page, in its own language. */
const headed = (heading: string) =>
  languages.map((language) =>
    language === own
      ? {
          ...language,
          content: {
            ...language.content,
            home: { ...language.content.home, hero: { ...language.content.home.hero, heading } },
          },
        }
      : language,
  );
const pngs = (client: string) =>
  readdirSync(path.join(folder, client, "og")).filter((file) => file.endsWith(".png"));

describe("the share images a build draws", { timeout: 60_000 }, () => {
  it("show each page's own words within their area, the rest of the card its language's", async () => {
    // Every kind of card, in two languages. A translation may name the organisation its own
    // way: each language's cards carry its name. The home page's words are longer than a card
    // holds, with a word longer than its line.
    const full = loadLanguages("tests/fixtures/full-content");
    const named = full.map((language, index) => {
      const { content } = language;
      return index === 0
        ? {
            ...language,
            content: {
              ...content,
              home: {
                ...content.home,
                hero: {
                  ...content.home.hero,
                  heading: `Women${"InTechnology".repeat(6)} ${content.home.hero.heading.repeat(5)}`,
                  text: content.home.hero.text.repeat(6),
                },
              },
            },
          }
        : {
            ...language,
            content: { ...content, site: { ...content.site, name: "Initiative Femmes et Technologie" } },
          };
    });
    expect(named.length).toBeGreaterThan(1);
    await build("whole", named);
    const { top, width, height } = wordsArea;
    const row = shareImageSize.width * 3;
    /** A card's pixels in its words' area, and outside it. */
    const parts = async (file: string) => {
      const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([shareImageSize.width, shareImageSize.height]);
      const inside: Buffer[] = [];
      const outside: Buffer[] = [data.subarray(0, top * row), data.subarray((top + height) * row)];
      for (let line = top; line < top + height; line++) {
        inside.push(data.subarray(line * row, line * row + width * 3));
        outside.push(data.subarray(line * row + width * 3, (line + 1) * row));
      }
      return { inside: Buffer.concat(inside), outside: Buffer.concat(outside) };
    };
    const restOf = new Map<string, Buffer>();
    for (const { content, words, language } of named) {
      const cards = shareCards(content, words, (named[0] as (typeof named)[0]).content.site, language.code);
      expect(cards.length).toBeGreaterThan(1);
      const shown = new Set<string>();
      for (const card of cards) {
        const { inside, outside } = await parts(
          path.join(folder, "whole", shareImagePath(card.key, language)),
        );
        const rest = restOf.get(language.code) ?? outside;
        restOf.set(language.code, rest);
        expect(
          outside.equals(rest),
          `${language.code} ${card.key}: nothing of its words outside their area`,
        ).toBe(true);
        shown.add(inside.toString("base64"));
      }
      // Each card shows its own words: as many different pictures as different words.
      const different = new Set(
        cards.map(({ title, line, figures, facts }) => JSON.stringify([title, line, figures, facts])),
      );
      expect(shown.size, `${language.code}: each card its words`).toBe(different.size);
    }
    // Each language's cards carry its own name of the organisation.
    const [first, second] = [...restOf.values()] as [Buffer, Buffer];
    expect(first.equals(second)).toBe(false);
  });

  it("draw the letters of Wolof, Pulaar and Mandinka and the region's money, not boxes", async () => {
    const home = async (heading: string) => {
      const client = `letters-${[...heading].map((letter) => letter.codePointAt(0)).join("-")}`;
      await build(client, headed(heading));
      return sharp(path.join(folder, client, "og/home.png"))
        .raw()
        .toBuffer();
    };
    // A letter no font has is drawn as a box, the same box for each: a title of the region's
    // letters drawn as boxes is the same card as one of as many letters no font has.
    const boxes = await home("\uE000 \uE000");
    for (const letters of ["Ŋ ŋ", "Ɓ ɓ", "Ɗ ɗ", "Ƴ ƴ", "₦ ₵"]) {
      expect((await home(letters)).equals(boxes), letters).toBe(false);
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
    const changed = await build("changed", headed("A new heading"));
    expect(changed).toEqual({ drawn: 1, reused: before.drawn + before.reused - 1 });
  });
});

describe("what a share image says of the figures", () => {
  const launch = loadLanguages(copyLaunchContent(mkdtempSync(path.join(tmpdir(), "launch-"))));
  const homeCard = (language: (typeof launch)[number], own = launch[0]!) =>
    shareCards(language.content, language.words, own.content.site, language.language.code).find(
      (card) => card.key === "home",
    )!;

  it("shows each figure and its label as the home page does, with no word between them, in every language", () => {
    expect(launch.length).toBeGreaterThan(1);
    // The launch content, and the fixture, whose French leaves the figures' labels in English.
    const fixture = loadLanguages("tests/fixtures/full-content");
    for (const [language, own] of [
      ...launch.map((each) => [each, launch[0]!] as const),
      ...fixture.map((each) => [each, fixture[0]!] as const),
    ]) {
      const { statistics } = language.content.home.hero;
      const locale = language.content.site.formats.dates;
      expect(homeCard(language, own).figures, language.language.code).toEqual(
        statistics
          .slice(0, 2)
          .map((statistic) => ({ figure: figureOf(statistic, locale), label: statistic.label })),
      );
    }
  });

  it("leaves a label a noun, a verb phrase or not yet translated as the page shows it", () => {
    const [english, french] = launch as [(typeof launch)[0], (typeof launch)[0]];
    const labelled = (language: typeof english, labels: [string, string]) => {
      const { hero } = language.content.home;
      const statistics = hero.statistics.map((statistic, index) =>
        index < 2 ? { ...statistic, label: labels[index]! } : statistic,
      );
      return homeCard({
        ...language,
        content: { ...language.content, home: { ...language.content.home, hero: { ...hero, statistics } } },
      }).figures?.map(({ figure, label }) => [figure, label]);
    };
    // Once « 85 % d’ont progressé » and « 85% de career growth »: a word of the site's between them.
    expect(labelled(french, ["Femmes formées", "Ont progressé dans leur carrière"])).toEqual([
      ["Plus de\u00a0500", "Femmes formées"],
      ["85\u202f%", "Ont progressé dans leur carrière"],
    ]);
    expect(labelled(french, ["Femmes formées", "Career growth"])).toEqual([
      ["Plus de\u00a0500", "Femmes formées"],
      ["85\u202f%", "Career growth"],
    ]);
    expect(labelled(english, ["Women trained", "Grew their careers"])).toEqual([
      ["500+", "Women trained"],
      ["85%", "Grew their careers"],
    ]);
  });

  it("writes an amount in US dollars as US dollars in English and French", () => {
    const [english, french] = launch as [(typeof launch)[0], (typeof launch)[0]];
    const withAmount = (language: typeof english, value: string) => {
      const { hero } = language.content.home;
      const [first, ...rest] = hero.statistics;
      const statistics = [{ ...first!, value, currency: "USD" as const }, ...rest];
      return homeCard({
        ...language,
        content: { ...language.content, home: { ...language.content.home, hero: { ...hero, statistics } } },
      }).figures?.[0]?.figure.replace(/\s/g, " ");
    };
    expect(withAmount(english, "85K")).toBe("US$85K");
    expect(withAmount(french, "85 000")).toBe("85 000 $ US");
  });
});
