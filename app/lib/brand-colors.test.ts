import { readFileSync } from "node:fs";
import { transform } from "lightningcss";
import { describe, expect, it } from "vitest";
import { brandColors } from "./brand-colors.server.ts";

const appCss = readFileSync("app/app.css", "utf8");
const primaryAs = (value: string) =>
  brandColors(appCss.replace(/--primary: [^;]+;/, `--primary: ${value};`)).primary;

function pagesFallback(value: string): string {
  const { code } = transform({
    filename: "token.css",
    code: Buffer.from(`a{color:${value}}`),
    targets: { chrome: 80 << 16 },
  });
  const hex = /color: #([0-9a-f]{3,6});/.exec(code.toString())?.[1] ?? "";
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex}`;
}

describe("brandColors", () => {
  it("gives the sRGB colours CSS gives", () => {
    expect(primaryAs("oklch(1 0 0)")).toBe("#ffffff");
    expect(primaryAs("oklch(0 0 0)")).toBe("#000000");
    expect(primaryAs("oklch(0.627955 0.257683 29.2339)")).toBe("#ff0000");
    expect(primaryAs("oklch(62.7955% 0.257683 29.2339)")).toBe("#ff0000");
    expect(primaryAs("oklch(0.519752 0.176858 142.495)")).toBe("#008000");
  });

  it("gives each token the hex the pages' CSS falls back to", () => {
    for (const [, value = ""] of appCss.matchAll(/--[\w-]+:\s*(oklch\([^)]*\));/g)) {
      expect(primaryAs(value), value).toBe(pagesFallback(value));
    }
  });

  it("refuses what it cannot read", () => {
    expect(() => primaryAs("purplish")).toThrow('app/app.css: --primary is not a colour: "purplish"');
  });
});
