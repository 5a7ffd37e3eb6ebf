import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { glyphNames } from "#app/components/ui/glyph-names.ts";

const moduleId = "virtual:glyphs";

/**
 * The Lucide icons the site draws, and only those, from Iconify's copy of the Lucide set (one
 * JSON file of 0.6 MB, where lucide-react installs 50 MB): `import glyphs from "virtual:glyphs"`.
 */
export function glyphsPlugin(): Plugin {
  return {
    name: "site-glyphs",
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : undefined),
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      const file = createRequire(import.meta.url).resolve("@iconify-json/lucide/icons.json");
      const { icons } = JSON.parse(readFileSync(file, "utf8")) as { icons: Record<string, { body: string }> };
      const missing = glyphNames.filter((name) => !icons[name]);
      if (missing.length > 0) throw new Error(`Lucide has no icon named ${missing.join(", ")}.`);
      return `export default ${JSON.stringify(Object.fromEntries(glyphNames.map((name) => [name, icons[name]?.body ?? ""])))};`;
    },
  };
}
