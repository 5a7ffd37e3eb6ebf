// The editor's script and its files (Sveltia CMS, one module of 2 MB), bundled by Vite: a step
// of `npm run build` (scripts/build.ts), in a process of its own beside the content's check.
// Bundled into a folder of its own, out of the build's, which the build empties as it starts;
// the build then moves it into the site's editor folder (placeEditorBundle). Within the site's
// build, the bundler's memory, some 400 MB, stayed held beside the thousands of pages a large
// site prerenders.
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { sveltiaFontsFromFiles } from "#editor/vite-plugin.ts";
import { editorPath } from "#deploy/paths.ts";
import { editorBundleFolder, editorManifest } from "./built-editor.ts";

const folder = editorBundleFolder(process.env.BUILD_DIR ?? "build");
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
  // A bundle left by a build that stopped is never moved in.
  await rm(folder, { recursive: true, force: true });
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    base: editorPath,
    plugins: [sveltiaFontsFromFiles()],
    build: {
      outDir: path.join(folder, "files"),
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
  const files = path.join(folder, "files");
  await rename(path.join(files, ".vite", "manifest.json"), path.join(folder, editorManifest));
  await rm(path.join(files, ".vite"), { recursive: true });
}
