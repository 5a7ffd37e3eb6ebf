import { describe, expect, it } from "vitest";
import { builtPages, documentOf } from "./built-site";

describe("headings and landmarks", () => {
  for (const page of builtPages) {
    describe(page.url, () => {
      const document = documentOf(page.file);

      it("has exactly one h1", () => {
        expect(document.querySelectorAll("h1")).toHaveLength(1);
      });

      it("never skips a heading level", () => {
        const levels = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) =>
          Number(h.tagName[1]),
        );
        expect(levels[0]).toBe(1);
        const skips = levels.flatMap((level, index) =>
          index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
        );
        expect(skips).toEqual([]);
      });

      it("has one header, one main and one footer landmark", () => {
        expect(document.querySelectorAll("body > header")).toHaveLength(1);
        expect(document.querySelectorAll("main")).toHaveLength(1);
        expect(document.querySelectorAll("body > footer")).toHaveLength(1);
      });

      it("declares its language", () => {
        expect(document.documentElement.getAttribute("lang")).toBe("en");
      });
    });
  }
});
