import { list, type Plugin } from "postcss";

const shorthands = ["padding-inline", "padding-block", "margin-inline", "margin-block"];

// Lightning CSS keeps the -inline and -block shorthands (Chromium 87, Safari 14.1) when the
// value holds var(). See docs/decisions/0005.
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
