import { list, type Plugin } from "postcss";

const shorthands = ["padding-inline", "padding-block", "margin-inline", "margin-block"];

/**
 * Tailwind writes spacing as `padding-inline: calc(var(--spacing) * 4)`. The shorthand
 * came to Chromium in 87 and Safari in 14.1, and Lightning CSS leaves a value holding
 * var() as it is, so older engines lose the padding of every container. The -start/-end
 * longhands have been there since Chromium 69, Safari 12.1 and Firefox 41.
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
