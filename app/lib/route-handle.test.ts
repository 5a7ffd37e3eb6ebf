import { describe, expect, it } from "vitest";
import { wantsHydration } from "./hydration.ts";

describe("wantsHydration", () => {
  it("is off unless a matched route opts in", () => {
    expect(wantsHydration([{ handle: undefined }, { handle: {} }])).toBe(false);
    expect(wantsHydration([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(true);
  });
});
