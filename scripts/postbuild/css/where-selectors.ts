import type { Plugin } from "postcss";

const whereOnly = /:where\(((?:[^()]|\([^()]*\))*)\)/g;

/**
 * Engines before Chromium 88 and Safari 14 drop any rule with :where(), which Tailwind
 * uses for `space-y-*` and a few resets. :where() only zeroes specificity; after the
 * cascade-layers step, utilities outrank base styles whatever their specificity, so the
 * same rule is added without :where() for those engines (the original stays for the rest).
 */
export function whereSelectorFallbacks(): Plugin {
  return {
    postcssPlugin: "where-selector-fallbacks",
    Rule(rule) {
      if (!rule.selector.includes(":where(") || rule.selector.includes(":is(")) return;
      const unwrapped = rule.selector.replace(whereOnly, "$1");
      if (unwrapped === rule.selector) return;
      rule.cloneBefore({ selector: unwrapped });
    },
  };
}
whereSelectorFallbacks.postcss = true;
