// The editor's script and its files (Sveltia CMS, one module of 2 MB), bundled by Vite into
// the built site's editor folder, with their gzipped copies: `npm run build`'s last step, in a
// process of its own, after the site is built (react-router.config.ts writes the editor's page
// and configuration). Within the site's build, the bundler's memory, some 400 MB, stayed held
// beside the thousands of pages a large site prerenders.
import { readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { sveltiaFontsFromFiles } from "#editor/vite-plugin.ts";
import { editorPath } from "#deploy/paths.ts";
import { editorManifest } from "./built-editor.ts";
import { writeGzipCopy } from "./gzip-copies.ts";

const buildDirectory = process.env.BUILD_DIR ?? "build";
const client = path.join(buildDirectory, "client");
const folder = path.join(client, editorPath);
try {
  await bundle();
} catch (error) {
  // One line for the log a save's check shows; the site is not published without its editor.
  console.error(
    `The editor's script could not be bundled (scripts/postbuild/editor-bundle.ts): ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}

async function bundle(): Promise<void> {
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
  await rename(path.join(folder, ".vite", "manifest.json"), path.join(buildDirectory, editorManifest));
  await rm(path.join(folder, ".vite"), { recursive: true });
  const files = await readdir(folder, { recursive: true, withFileTypes: true });
  await Promise.all(
    files
      .filter((entry) => entry.isFile() && !entry.name.endsWith(".gz"))
      .map((entry) => writeGzipCopy(client, path.relative(client, path.join(entry.parentPath, entry.name)))),
  );
}
