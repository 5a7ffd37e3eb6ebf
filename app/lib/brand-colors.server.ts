// For what cannot read CSS: theme-color, the manifest, the share images, the maskable icon.
import { formatHex, parse } from "culori";
import { readFileSync } from "node:fs";
import path from "node:path";

// Every page's shell asks for them: the stylesheet is read each time (the dev server's changes
// show), and its colours worked out again only when it changed.
let last: { css: string; colors: ReturnType<typeof colorsOf> } | undefined;

export function brandColors(css = readFileSync(path.resolve("app/app.css"), "utf8")) {
  if (last?.css !== css) last = { css, colors: colorsOf(css) };
  return last.colors;
}

function colorsOf(css: string) {
  const [light, dark] = [
    tokens(css, /:root\s*\{([^}]*)\}/),
    tokens(css, /prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([^}]*)\}/),
  ];
  return {
    paperLight: light("background"),
    paperDark: dark("background"),
    card: light("card"),
    ink: light("foreground"),
    inkMuted: light("muted-foreground"),
    primary: light("primary"),
    primarySoft: light("primary-soft"),
    accent: light("accent"),
  };
}

export type BrandColors = ReturnType<typeof colorsOf>;

function tokens(css: string, block: RegExp): (name: string) => string {
  const body = block.exec(css)?.[1];
  if (!body) throw new Error(`app/app.css: no block matches ${block}`);
  return (name) => {
    const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(body)?.[1];
    if (!value) throw new Error(`app/app.css: --${name} is not set in ${block}`);
    const color = parse(value);
    if (!color) throw new Error(`app/app.css: --${name} is not a colour: "${value}"`);
    // Clipped channel by channel, as Lightning CSS writes the pages' hex fallbacks.
    return formatHex(color);
  };
}
