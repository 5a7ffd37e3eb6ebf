import { describe, expect, it } from "vitest";
import { oklchToHex } from "./oklch.ts";

describe("oklchToHex", () => {
  it("gives the sRGB colours CSS gives", () => {
    expect(oklchToHex("oklch(1 0 0)")).toBe("#ffffff");
    expect(oklchToHex("oklch(0 0 0)")).toBe("#000000");
    expect(oklchToHex("oklch(0.627955 0.257683 29.2339)")).toBe("#ff0000");
    expect(oklchToHex("oklch(62.7955% 0.257683 29.2339)")).toBe("#ff0000");
    expect(oklchToHex("oklch(0.519752 0.176858 142.495)")).toBe("#008000");
  });

  it("refuses what it cannot read", () => {
    expect(() => oklchToHex("#fff")).toThrow('Not an oklch() colour: "#fff"');
  });
});
