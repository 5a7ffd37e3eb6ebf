// Lowers the site's stylesheet (Tailwind's output, written for current engines) for every
// engine of the declared support floor (`browserslist` in package.json). See
// docs/decisions/0005-support-floor-and-inline-css.md.
import cascadeLayers from "@csstools/postcss-cascade-layers";
import browserslist from "browserslist";
import { browserslistToTargets, transform } from "lightningcss";
import postcss from "postcss";
import { clampToMinMax } from "./clamp-to-min-max.ts";
import { colorMixFallbacks } from "./color-mix-fallbacks.ts";
import { flexGapFallback } from "./flex-gap-fallback.ts";
import { logicalShorthands } from "./logical-shorthands.ts";
import { propertyFallbacks } from "./property-fallbacks.ts";
import { whereSelectorFallbacks } from "./where-selectors.ts";

/** The engines of the floor, as Lightning CSS targets, from package.json's browserslist. */
const floorTargets = browserslistToTargets(browserslist(undefined, { path: process.cwd() }));

/**
 * First what no compiler can lower by syntax alone (registered variables, opacity of a
 * variable colour, :where(), flex gap, clamp(), cascade layers, which become specificity), then Lightning CSS
 * for the rest: oklch() to hex with lab() for newer engines, width>= media ranges to
 * min-width, logical properties, :is(), vendor prefixes; and minification.
 */
export async function lowerForSupportFloor(css: string, filename: string): Promise<string> {
  const polyfilled = await postcss([
    propertyFallbacks(),
    colorMixFallbacks(),
    whereSelectorFallbacks(),
    flexGapFallback(),
    logicalShorthands(),
    clampToMinMax(),
    cascadeLayers({ onRevertLayerKeyword: false, onConditionalRulesChangingLayerOrder: false }),
  ]).process(css, { from: filename });
  const { code, warnings } = transform({
    filename,
    code: Buffer.from(polyfilled.css),
    targets: floorTargets,
    minify: true,
  });
  if (warnings.length) {
    throw new Error(`Lightning CSS: ${warnings.map((warning) => warning.message).join("; ")}`);
  }
  return code.toString();
}
