import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { stringify } from "yaml";
import type { Content } from "#app/content/load.server.ts";
import { editorPath } from "#deploy/paths.ts";
import { sitePages } from "#app/lib/site-map.ts";
import { adminPage } from "#editor/admin-page.ts";
import { editorChoices, editorConfig } from "#editor/config.ts";
import { contentShapes } from "#editor/widgets.ts";
import { sveltiaFontsFromFiles } from "#editor/vite-plugin.ts";

/** Beside the published folder: which file holds what, for the budgets (tests/build/editor-bundle.ts). */
export const editorManifest = "editor-manifest.json";

export async function writeEditor(client: string, content: Content): Promise<void> {
  const { site, allPrograms } = content;
  const folder = path.join(client, editorPath);
  await mkdir(folder, { recursive: true });
  await writeFile(
    path.join(folder, "config.yml"),
    stringify(
      editorConfig({
        siteUrl: site.siteUrl,
        siteName: site.name,
        languages: { own: site.language, translations: site.translations },
        choices: editorChoices(site.countriesServed, allPrograms.online, sitePages(content)),
      }),
    ),
  );
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    base: editorPath,
    plugins: [sveltiaFontsFromFiles()],
    build: {
      outDir: folder,
      emptyOutDir: false,
      manifest: true,
      assetsInlineLimit: 0,
      // Sveltia CMS is one module of 2 MB: its size is watched by the budgets instead.
      chunkSizeWarningLimit: 4000,
      rollupOptions: {
        input: { editor: path.resolve("editor/editor.ts") },
        // Code highlighting for languages no field here uses: imported only by a code field.
        external: [/^@shikijs\//],
        output: { entryFileNames: "[name].js" },
      },
    },
  });
  // Kept, out of what is published.
  await rename(path.join(folder, ".vite", "manifest.json"), path.join(client, "..", editorManifest));
  await rm(path.join(folder, ".vite"), { recursive: true });
  await writeFile(
    path.join(folder, "index.html"),
    adminPage({ siteName: site.name, script: `${editorPath}editor.js`, shapes: contentShapes() }),
  );
}
