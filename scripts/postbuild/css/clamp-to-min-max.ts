import { list, type Plugin } from "postcss";

// For Safari 13.0, which lacks clamp() but has min() and max(): see docs/decisions/0005.
export function clampToMinMax(): Plugin {
  return {
    postcssPlugin: "clamp-to-min-max",
    Declaration(declaration) {
      if (declaration.value.includes("clamp(")) declaration.value = rewriteClamps(declaration.value);
    },
  };
}
clampToMinMax.postcss = true;

function rewriteClamps(value: string): string {
  const start = value.indexOf("clamp(");
  if (start === -1) return value;
  const open = start + "clamp".length;
  const close = matchingParenthesis(value, open);
  const args = list.comma(value.slice(open + 1, close)).map(rewriteClamps);
  if (args.length !== 3) return value;
  const [low, preferred, high] = args as [string, string, string];
  return `${value.slice(0, start)}max(${low}, min(${preferred}, ${high}))${rewriteClamps(value.slice(close + 1))}`;
}

function matchingParenthesis(value: string, open: number): number {
  let depth = 0;
  for (let index = open; index < value.length; index++) {
    if (value[index] === "(") depth++;
    else if (value[index] === ")" && --depth === 0) return index;
  }
  throw new Error(`Unbalanced parentheses in "${value}"`);
}
