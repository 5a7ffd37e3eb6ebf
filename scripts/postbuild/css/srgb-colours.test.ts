import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { srgbColours } from "./srgb-colours.ts";

const run = async (css: string) => (await postcss([srgbColours()]).process(css, { from: undefined })).css;

describe("design tokens inside sRGB", () => {
  it("are written as hex, with their opacity, and other values are left as they are", async () => {
    expect(
      await run(
        ":root{--primary:oklch(0.45 0.16 305);--ring:oklch(45% .16 305 / 60%);--space:1rem}.a{border:1px solid oklch(1 0 0)}",
      ),
    ).toBe(":root{--primary:#6b359b;--ring:#6b359b99;--space:1rem}.a{border:1px solid #ffffff}");
  });

  it("draws a token a hair outside sRGB at its nearest colour inside", async () => {
    expect(await run(":root{--background:oklch(0.99 0.008 75)}")).toBe(":root{--background:#fffbf6}");
  });
});
