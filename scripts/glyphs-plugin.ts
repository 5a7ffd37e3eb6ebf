import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { glyphNames } from "#app/components/ui/glyph-names.ts";

const moduleId = "virtual:glyphs";

/**
 * The Lucide icons the site draws, and only those, from Iconify's copy of the Lucide set (one
 * JSON file of 0.6 MB, where lucide-react installs 50 MB), as one file of symbols that every
 * page points into (`<use href="/assets/glyphs-….svg#clock">`): fetched once and kept, where
 * the same drawings inline would weigh on every page. An icon is
 * decorative, so a page paints without it and it shows when the file arrives.
 * `import { sprite } from "virtual:glyphs"` gives the file's address.
 */
export function glyphsPlugin(): Plugin {
  let file: { href: string; source: string } | undefined;
  const sprite = () => (file ??= spriteFile());
  return {
    name: "site-glyphs",
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : undefined),
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      return `export const sprite = ${JSON.stringify(sprite().href)};`;
    },
    configureServer(server) {
      server.middlewares.use(sprite().href, (_request, response) => {
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(sprite().source);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: sprite().href.slice(1), source: sprite().source });
    },
  };
}

function spriteFile(): { href: string; source: string } {
  const file = createRequire(import.meta.url).resolve("@iconify-json/lucide/icons.json");
  const { icons } = JSON.parse(readFileSync(file, "utf8")) as { icons: Record<string, { body: string }> };
  const missing = glyphNames.filter((name) => !icons[name]);
  if (missing.length > 0) throw new Error(`Lucide has no icon named ${missing.join(", ")}.`);
  // The line's width is the page's to choose (strokeWidth), inherited through <use>.
  const symbols = glyphNames.map(
    (name) =>
      `<symbol id="${name}" viewBox="0 0 24 24">${(icons[name]?.body ?? "").replace(/ stroke-width="[\d.]+"/g, "")}</symbol>`,
  );
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  return { href: `/assets/glyphs-${hash}.svg`, source };
}
