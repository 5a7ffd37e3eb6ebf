import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { clampToMinMax } from "./clamp-to-min-max.ts";
import { colorMixFallbacks } from "./color-mix-fallbacks.ts";
import { containerBreakpoints } from "./container-breakpoints.ts";
import { flexGapFallback } from "./flex-gap-fallback.ts";
import { logicalShorthands } from "./logical-shorthands.ts";
import { propertyFallbacks } from "./property-fallbacks.ts";
import { lowerForSupportFloor } from "./support-floor.ts";
import { whereSelectorFallbacks } from "./where-selectors.ts";

const run = async (plugin: postcss.AcceptedPlugin, css: string) =>
  (await postcss([plugin]).process(css, { from: undefined })).css
    .replace(/\s+/g, " ")
    .replace(/\s*([{};,>+])\s*/g, "$1")
    .replace(/:\s+/g, ":");

const tokens = `:root{--primary:oklch(45% .16 305)}
@media screen and (prefers-color-scheme:dark){:root{--primary:oklch(80% .11 305)}}`;

describe("support-floor CSS steps", () => {
  it("give every element the initial values of the registered variables its rules read, at the lowest priority", async () => {
    const css = await run(
      propertyFallbacks(),
      `@layer properties{@supports (-moz-orient:inline){*{--tw-border-style:solid}}}
@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}
@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}
@property --tw-shadow-color{syntax:"*";inherits:false}
@property --tw-rotate-x{syntax:"*";inherits:false}
.border{border-style:var(--tw-border-style)}.ring{box-shadow:0 0 0 var(--tw-ring-offset-width) var(--tw-shadow-color)}`,
    );
    expect(css).toMatch(
      /^@layer properties\{\*,::before,::after\{--tw-border-style:solid;--tw-ring-offset-width:0px;--tw-shadow-color:initial\}/,
    );
    // No rule of the page turns anything: its value needs no fallback.
    expect(css).not.toContain("--tw-rotate-x");
    expect(css).toContain("::backdrop{");
    expect(css).not.toContain("-moz-orient");
    expect(css).not.toContain("@property");
  });

  it("give colours with an opacity modifier a fallback in both colour schemes", async () => {
    const css = await run(
      colorMixFallbacks(),
      `${tokens}
@supports (color:color-mix(in lab, red, red)){.bg-primary\\/60{background-color:color-mix(in oklab, var(--primary) 60%, transparent)}}`,
    );
    expect(css).toContain(".bg-primary\\/60{background-color:oklch(45% .16 305 / 60%)}");
    expect(css).toContain(
      "@media screen and (prefers-color-scheme:dark){.bg-primary\\/60{background-color:oklch(80% .11 305 / 60%)}}",
    );
  });

  it("repeat :where() rules without :where() and split logical shorthands", async () => {
    expect(await run(whereSelectorFallbacks(), ":where(.space-y-2>:not(:last-child)){margin:0}")).toBe(
      ".space-y-2>:not(:last-child){margin:0}:where(.space-y-2>:not(:last-child)){margin:0}",
    );
    expect(await run(logicalShorthands(), ".px-4{padding-inline:calc(var(--spacing) * 4)}")).toBe(
      ".px-4{padding-inline-start:calc(var(--spacing) * 4);padding-inline-end:calc(var(--spacing) * 4)}",
    );
  });

  it("write clamp() as max() and min(), which Safari 13.0 has, nested values included", async () => {
    // Not through run(): the spaces around + must stay, or min() is invalid.
    const rewrite = async (css: string) =>
      (await postcss([clampToMinMax()]).process(css, { from: undefined })).css;
    expect(await rewrite(":root{--text-display:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem)}")).toBe(
      ":root{--text-display:max(2.25rem, min(1.6rem + 3.2vw, 3.75rem))}",
    );
    expect(
      await rewrite("h1{margin:clamp(1rem, calc(2vw + (1rem)), 2rem) clamp(0px, 1vw, clamp(1px, 2vw, 3px))}"),
    ).toBe("h1{margin:max(1rem, min(calc(2vw + (1rem)), 2rem)) max(0px, min(1vw, max(1px, min(2vw, 3px))))}");
  });

  it("space flex children with margins where flex gap may be missing, and zero the native gap there", async () => {
    const css = await run(
      flexGapFallback(),
      `@layer base{}@layer utilities{.flex{display:flex}.flex-col{flex-direction:column}.gap-3{gap:12px}
@media (min-width:40rem){.sm\\:flex-row{flex-direction:row}}}`,
    );
    expect(css).toContain("@supports not (aspect-ratio:1 / 1)");
    expect(css).toMatch(/\.flex>\*\{--fgap-x:1;--fgap-y:0;--fgap-r:0;--fgap-col:0px;--fgap-row:0px\}/);
    expect(css).toContain(".gap-3>*{--fgap-col:12px;--fgap-row:12px}");
    expect(css).toMatch(/@media \(min-width:40rem\)\{\.sm\\:flex-row>\*\{--fgap-x:1/);
    expect(css).toContain(".flex>*+*{margin-left:calc(var(--fgap-col) * var(--fgap-x));");
    expect(css).toContain(".flex>svg:only-child{margin-right:calc(var(--fgap-col) * var(--fgap-x))}");
    expect(css).toMatch(
      /@layer utilities\{.*@supports not \(aspect-ratio:1 \/ 1\)\{\.flex\{column-gap:0;row-gap:0\}\}\}$/,
    );
  });

  it("leave no cascade layer, oklch() or media range for the floor's engines", async () => {
    const lowered = await lowerForSupportFloor(
      `${tokens}@layer base{h1{color:var(--primary)}}@layer utilities{.a{color:oklch(45% .16 305)}}
@media (width>=40rem){.sm\\:p-8{padding:2rem}}`,
      "test.css",
    );
    expect(lowered).not.toContain("@layer");
    expect(lowered).not.toMatch(/@media[^{]*>=/);
    expect(lowered).toContain("(min-width:40rem)");
    expect(lowered).toMatch(/--primary:#[0-9a-f]{6}/);
    // A colour inside sRGB travels once, as hex, which every engine reads.
    expect(lowered).toMatch(/\.a:not\(#\\#\)[^{]*\{color:#[0-9a-f]{6}\}/);
    expect(lowered).not.toMatch(/oklch|lab\(/);
  });

  it("make width breakpoints follow the text where container queries exist, and keep the media query elsewhere", async () => {
    const css = await run(
      containerBreakpoints(),
      "@media (width>=40rem){.sm\\:flex-row{flex-direction:row}}@media print{.a{color:red}}@media (prefers-color-scheme:dark){.b{color:red}}",
    );
    expect(css).toBe(
      "@supports not (container-type:inline-size){@media (width>=40rem){.sm\\:flex-row{flex-direction:row}}}@container (width>=40rem){.sm\\:flex-row{flex-direction:row}}@media print{.a{color:red}}@media (prefers-color-scheme:dark){.b{color:red}}",
    );
  });

  it("give a container's width query the page's width where container queries are missing", async () => {
    const css = await run(
      containerBreakpoints(),
      "@container not (width>=25rem){.a{grid-template-columns:1fr}}@container card (width<25rem){.b{color:red}}",
    );
    expect(css).toBe(
      "@supports not (container-type:inline-size){@media not all and (width>=25rem){.a{grid-template-columns:1fr}}}@container not (width>=25rem){.a{grid-template-columns:1fr}}@container card (width<25rem){.b{color:red}}",
    );
  });
});
