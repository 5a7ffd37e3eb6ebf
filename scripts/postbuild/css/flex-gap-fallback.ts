import type { AtRule, AtRuleProps, Container, Plugin, Root, Rule } from "postcss";

type MakeAtRule = (options: AtRuleProps) => AtRule;

// Flex gap came in Chromium 84 and Safari 14.1; CSS cannot ask for it (docs/decisions/0005).
// The variables go on the container's children (`.gap-3>*`), not inherited, since a child
// that is a flex container has gap classes of its own. A wrapped row loses the spacing
// between its lines: no overlap.
const withoutFlexGap = "not (aspect-ratio: 1 / 1)";

const direction: Record<string, string> = {
  row: "--fgap-x:1;--fgap-y:0;--fgap-r:0",
  column: "--fgap-x:0;--fgap-y:1;--fgap-r:0",
  "column-reverse": "--fgap-x:0;--fgap-y:0;--fgap-r:1",
};
const singleClass = /^\.[\w\\:.[\]/-]+$/;
const childMargins =
  "margin-left:calc(var(--fgap-col) * var(--fgap-x));margin-top:calc(var(--fgap-row) * var(--fgap-y));margin-bottom:calc(var(--fgap-row) * var(--fgap-r))";

export function flexGapFallback(): Plugin {
  return {
    postcssPlugin: "flex-gap-fallback",
    Once(root, { atRule, rule }) {
      const flexSelectors: string[] = [];
      const variables: Rule[] = [];
      root.walkRules(singleClass, (source) => {
        if (insideOtherThanMediaOrLayer(source)) return;
        let declarations = "";
        source.walkDecls((declaration) => {
          const { prop, value } = declaration;
          if (prop === "display" && (value === "flex" || value === "inline-flex")) {
            flexSelectors.push(source.selector);
            // A container starts with no gap of its own, not the one its parent passes down.
            // Only the base class resets it: a breakpoint's `md:flex` keeps the `gap-*` set.
            const atBreakpoint = insideMedia(source);
            declarations += `${direction.row};${atBreakpoint ? "" : "--fgap-col:0px;--fgap-row:0px;"}`;
          } else if (prop === "flex-direction" && direction[value]) {
            declarations += `${direction[value]};`;
          } else if (prop === "gap") {
            declarations += `--fgap-col:${value};--fgap-row:${value};`;
          } else if (prop === "column-gap" || prop === "row-gap") {
            declarations += `--fgap-${prop.startsWith("column") ? "col" : "row"}:${value};`;
          }
        });
        if (!declarations) return;
        const onChildren = rule({ selector: `${source.selector}>*` }).append(declarations);
        variables.push(inSameMedia(source, onChildren, atRule));
      });
      if (!flexSelectors.length) return;
      // Display first, then direction and gap, as in Tailwind's own order, so a container's
      // own classes win over the reset every flex container starts from.
      variables.sort((a, b) => rank(a) - rank(b));
      const margins = [
        rule({ selector: flexSelectors.map((selector) => `${selector}>*+*`).join(",") }).append(childMargins),
        // An icon beside bare text (`<svg/>10 weeks`): text is no element to give a margin,
        // so the icon takes the gap. :only-child does not count text, so this is that case.
        rule({ selector: flexSelectors.map((selector) => `${selector}>svg:only-child`).join(",") }).append(
          "margin-right:calc(var(--fgap-col) * var(--fgap-x))",
        ),
      ];
      const noNativeGap = rule({ selector: flexSelectors.join(",") }).append("column-gap:0;row-gap:0");
      // Base styles, so a child's own margin classes still win; the reset of the native gap
      // goes last among the utilities, so it wins over the gap classes.
      layer(root, "base", atRule).append(gate(atRule, [...variables, ...margins]));
      layer(root, "utilities", atRule).append(gate(atRule, [noNativeGap]));
    },
  };
}
flexGapFallback.postcss = true;

function gate(atRule: MakeAtRule, nodes: Container["nodes"]): AtRule {
  return atRule({ name: "supports", params: withoutFlexGap }).append(nodes);
}

function layer(root: Root, name: string, atRule: MakeAtRule): AtRule {
  let found: AtRule | undefined;
  root.each((node) => {
    if (node.type === "atrule" && node.name === "layer" && node.params === name) found = node;
  });
  if (found) return found;
  const created = atRule({ name: "layer", params: name });
  root.append(created);
  return created;
}

function insideOtherThanMediaOrLayer(source: Rule): boolean {
  for (let parent = source.parent; parent && parent.type !== "root"; parent = parent.parent) {
    if (parent.type !== "atrule") return true;
    const { name, params } = parent as AtRule;
    if (name === "layer") continue;
    if (name !== "media" || params.includes("print") || params.includes("hover")) return true;
  }
  return false;
}

function insideMedia(source: Rule): boolean {
  for (let parent = source.parent; parent && parent.type !== "root"; parent = parent.parent) {
    if (parent.type === "atrule" && (parent as AtRule).name === "media") return true;
  }
  return false;
}

function inSameMedia(source: Rule, copy: Rule, atRule: MakeAtRule): Rule {
  let wrapped: Rule | AtRule = copy;
  for (let parent = source.parent; parent && parent.type !== "root"; parent = parent.parent) {
    const { name, params } = parent as AtRule;
    if (name === "media") wrapped = atRule({ name, params }).append(wrapped);
  }
  return wrapped as Rule;
}

function rank(node: Rule | AtRule): number {
  let text = "";
  node.walkDecls((declaration) => {
    text += declaration.prop;
  });
  const media = node.type === "atrule" ? 10 : 0;
  return media + (text.includes("--fgap-x") && text.includes("--fgap-col") ? 0 : 1);
}
