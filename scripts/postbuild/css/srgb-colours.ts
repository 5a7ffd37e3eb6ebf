import { clampChroma, formatHex, formatHex8, parse } from "culori";
import type { Plugin } from "postcss";

const oklch = /oklch\([^()]*\)/g;

// The design tokens are oklch() colours inside sRGB (app/app.css). Written as they are,
// Lightning CSS gives every engine of the floor a hex value and then the same colour again
// as lab() for the engines that read it: bytes on every page for no colour a screen shows
// differently. Written as hex here, they travel once.
export function srgbColours(): Plugin {
  return {
    postcssPlugin: "srgb-colours",
    Declaration(declaration) {
      if (!declaration.value.includes("oklch(")) return;
      declaration.value = declaration.value.replace(oklch, (written) => {
        const colour = parse(written);
        if (!colour) throw new Error(`srgb-colours: cannot read "${written}"`);
        // A token a hair outside sRGB (the light background) is drawn at its nearest sRGB colour anyway.
        const inside = clampChroma(colour, "oklch");
        return inside.alpha !== undefined && inside.alpha < 1 ? formatHex8(inside) : formatHex(inside);
      });
    },
  };
}
srgbColours.postcss = true;
