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
      expect(css).not.toMatch(/\((?:min-|max-)?(?:width|height)\s*[<>]=?/);
      expect(css).not.toContain("clamp(");
      expect(css).toMatch(/max\([\d.]+rem,\s*min\(/);
    });
  }
});
