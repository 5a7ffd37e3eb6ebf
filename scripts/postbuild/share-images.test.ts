import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadLanguages } from "#app/content/load.server.ts";
import { writeShareImages } from "./share-images.ts";

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
const build = (client: string, chosen = languages) =>
  writeShareImages(path.join(folder, client), illustration, chosen, own.content.site);

describe("the share images a build draws", { timeout: 60_000 }, () => {
  it("are taken from an earlier build of the same content, the same to the byte", async () => {
    const first = await build("first");
    expect(first.drawn).toBeGreaterThan(0);
    expect(first.reused).toBe(0);
    const again = await build("again");
    expect(again).toEqual({ drawn: 0, reused: first.drawn });
    for (const name of readdirSync(path.join(folder, "first/og")).filter((file) => file.endsWith(".png"))) {
      expect(readFileSync(path.join(folder, "again/og", name))).toEqual(
        readFileSync(path.join(folder, "first/og", name)),
      );
    }
  });

  it("are drawn anew for the cards a change of words changes, and only those", async () => {
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
    expect(changed.drawn).toBe(1);
    expect(changed.reused).toBeGreaterThan(0);
  });
});
