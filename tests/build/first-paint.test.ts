import { describe, expect, it } from "vitest";
import { builtPages, documentOf, readBuilt } from "./built-site.ts";

describe("first paint from the HTML alone", () => {
  for (const page of builtPages.filter((builtPage) => builtPage.kind !== "not-found")) {
    it(`${page.url} asks for nothing before it can render`, () => {
      const document = documentOf(page.file);
      expect(document.querySelectorAll('link[rel="stylesheet"]'), "stylesheets").toHaveLength(0);
      const blockingScripts = [...document.querySelectorAll("script[src]")].filter(
        (script) =>
          !script.hasAttribute("async") &&
          !script.hasAttribute("defer") &&
          script.getAttribute("type") !== "module",
      );
      expect(blockingScripts, "parser-blocking scripts").toHaveLength(0);
      const styles = [...document.querySelectorAll("style")];
      expect(styles.map((style) => style.parentElement?.tagName)).toEqual(["HEAD"]);
      // A data: address is in the page already; the quote is optional, and not to be skipped.
      expect(styles[0]!.textContent).not.toMatch(/@import|url\(\s*(?!['"]?data:)/);
    });

    it(`${page.url} carries its illustrations as SVG markup, and preloads none`, () => {
      const document = documentOf(page.file);
      expect(document.querySelectorAll('img[src$=".svg"]')).toHaveLength(0);
      expect(document.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
      for (const drawing of document.querySelectorAll('main svg[role="img"]')) {
        expect(drawing.getAttribute("aria-label"), "an inline illustration has a name").toBeTruthy();
      }
    });
  }

  it("the home page's hero illustration is inline", () => {
    expect(readBuilt("index.html")).toMatch(/<svg [^>]*role="img" aria-label="Illustration/);
  });
});
