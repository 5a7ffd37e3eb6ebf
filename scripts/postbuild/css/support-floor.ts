import cascadeLayers from "@csstools/postcss-cascade-layers";
import browserslist from "browserslist";
import { browserslistToTargets, transform } from "lightningcss";
import postcss from "postcss";
import { clampToMinMax } from "./clamp-to-min-max.ts";
import { colorMixFallbacks } from "./color-mix-fallbacks.ts";
import { containerBreakpoints } from "./container-breakpoints.ts";
import { flexGapFallback } from "./flex-gap-fallback.ts";
import { logicalShorthands } from "./logical-shorthands.ts";
import { propertyFallbacks } from "./property-fallbacks.ts";
import { srgbColours } from "./srgb-colours.ts";
import { whereSelectorFallbacks } from "./where-selectors.ts";

const floorTargets = browserslistToTargets(browserslist(undefined, { path: process.cwd() }));

// Our own steps and the cascade layers polyfill first, Lightning CSS last: see docs/decisions/0005.
export async function lowerForSupportFloor(css: string, filename: string): Promise<string> {
  const polyfilled = await postcss([
    propertyFallbacks(),
    colorMixFallbacks(),
    srgbColours(),
    whereSelectorFallbacks(),
    flexGapFallback(),
    logicalShorthands(),
    clampToMinMax(),
    cascadeLayers({ onRevertLayerKeyword: false, onConditionalRulesChangingLayerOrder: false }),
  ]).process(css, { from: filename });
  // A pass of its own, last, so each breakpoint's two copies are the finished rules.
  const withContainers = await postcss([containerBreakpoints()]).process(polyfilled.css, { from: filename });
  const { code, warnings } = transform({
    filename,
    code: Buffer.from(withContainers.css),
    targets: floorTargets,
    minify: true,
  });
  if (warnings.length) {
    throw new Error(`Lightning CSS: ${warnings.map((warning) => warning.message).join("; ")}`);
  }
  return code.toString();
}
