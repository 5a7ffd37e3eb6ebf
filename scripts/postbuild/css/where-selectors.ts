import type { Plugin } from "postcss";

const whereOnly = /:where\(((?:[^()]|\([^()]*\))*)\)/g;

// Chromium before 88 and Safari before 14 drop a rule with :where(). Repeating it without
// is safe: once layers become specificity, utilities outrank base styles anyway.
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
