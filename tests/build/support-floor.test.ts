import { describe, expect, it } from "vitest";
import { builtPages, documentOf } from "./built-site.ts";

// The oldest engines of the floor (docs/decisions/0005) drop a whole stylesheet at an
// @layer block, and a declaration at a clamp() or an oklch() colour without a fallback
// before it. The e2e suite renders the pages in old Chromium; these are the CSS features
// that only Safari 13 or Firefox 78, which we cannot run here, would trip over.
describe("the inline stylesheet for the support floor", () => {
  for (const page of builtPages) {
    it(`${page.url} has no cascade layer, media range or clamp()`, () => {
      const css = documentOf(page.file).querySelector("style")!.textContent!;
      expect(css).not.toContain("@layer");
      // Container queries keep theirs: only engines that read the range syntax have them.
      expect(css).not.toMatch(/@media[^{]*\((?:min-|max-)?(?:width|height)\s*[<>]=?/);
      expect(css).not.toContain("clamp(");
      expect(css).toMatch(/max\([\d.]+rem,\s*min\(/);
    });
  }

  for (const page of builtPages) {
    it(`${page.url} sizes its text in rem or em, so a visitor's text setting reaches all of it`, () => {
      const css = documentOf(page.file).querySelector("style")!.textContent!;
      // Paper has its own size in points; the screen has none in pixels or points.
      const screen = css.replace(/@media print\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
      const sizes = [...screen.matchAll(/(?:font-size|--text-[a-z]+):([^;}]+)/g)].map((match) => match[1]!);
      expect(sizes.length).toBeGreaterThan(5);
      expect(sizes.filter((size) => /\d(px|pt)\b/.test(size))).toEqual([]);
      expect(sizes.filter((size) => !/rem|em\b|var\(|inherit|%/.test(size))).toEqual([]);
    });
  }
});
