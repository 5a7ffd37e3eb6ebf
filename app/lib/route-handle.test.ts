import { describe, expect, it } from "vitest";
import { isUnknownAddress, wantsHydration } from "./route-handle.ts";

describe("route handles", () => {
  it("hydrates only where a matched route opts in", () => {
    expect(wantsHydration([{ handle: undefined }, { handle: {} }])).toBe(false);
    expect(wantsHydration([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(true);
  });

  it("knows the 404 page by its route's handle", () => {
    expect(isUnknownAddress([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(false);
    expect(isUnknownAddress([{ handle: undefined }, { handle: { unknownAddress: true } }])).toBe(true);
  });
});
