import { list, type Plugin } from "postcss";

const shorthands = ["padding-inline", "padding-block", "margin-inline", "margin-block"];

/**
 * The -inline and -block shorthands came to Chromium in 87 and Safari in 14.1, and Lightning
 * CSS keeps them when the value holds var(). postcss-logical would write physical sides
 * (left, right) for one fixed writing direction instead of the -start/-end longhands.
 */
export function logicalShorthands(): Plugin {
  return {
    postcssPlugin: "logical-shorthands",
    Declaration(declaration) {
      if (!shorthands.includes(declaration.prop)) return;
      const [start, end = start] = list.space(declaration.value);
      if (!start) return;
      declaration.cloneBefore({ prop: `${declaration.prop}-start`, value: start });
      declaration.cloneBefore({ prop: `${declaration.prop}-end`, value: end });
      declaration.remove();
    },
  };
}
logicalShorthands.postcss = true;
