import { describe, expect, it } from "vitest";
import { figureNeedsWholeLine, needsWholeLine } from "./fit-class.ts";

describe("a figure's card on a 320 px phone", () => {
  it("takes the whole line when its figure's joined words are wider than half of it", () => {
    // « de 500 » is 107 px at 28 px, and half the line holds 102.
    expect(figureNeedsWholeLine("Plus de\u00a0500")).toBe(true);
    expect(figureNeedsWholeLine("500+")).toBe(false);
    expect(figureNeedsWholeLine("85\u202f%")).toBe(false);
    expect(figureNeedsWholeLine("Plus de 500")).toBe(false);
  });

  it("takes the whole line when its label holds a word wider than half of it", () => {
    expect(needsWholeLine("Nous recommandent")).toBe(true);
    expect(needsWholeLine("Career Advancement")).toBe(false);
  });
});
