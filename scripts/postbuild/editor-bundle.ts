// The editor's script and its files (Sveltia CMS, one module of 2 MB), bundled by Vite: a step
// of `npm run build` (scripts/build.ts), while the site's bundles are built. Bundled into a
// folder out of the build's, which the site's bundler empties as it starts; the build then moves
// it into the site's editor folder (placeEditorBundle).
//
// The last bundle is kept, with what it was made of: a build whose editor did not change (a
// save of the content, for one) copies it.
import { randomUUID } from "node:crypto";
import { cp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { sveltiaFontsFromFiles } from "#editor/vite-plugin.ts";
import { editorPath } from "#deploy/paths.ts";
import { editorBundleFolder, editorManifest, madeOf, type Made } from "./built-editor.ts";

/** The last bundle, and what it was made of (`made.json`). */
const keptFolder = path.resolve("node_modules/.cache/editor-bundle/kept");

/** The editor bundled, or copied from the last build's bundle, for the build in `buildDirectory`. */
export async function bundleEditor(buildDirectory: string): Promise<void> {
  const folder = editorBundleFolder(buildDirectory);
  // A bundle left by a build that stopped is never moved in.
  await rm(folder, { recursive: true, force: true });
  if (await copiedFromKept(folder)) return;
  const read = await bundle(folder);
  if (read) await keep(folder, read);
}

/** The kept bundle copied into this build's folder, if what it was made of has not changed. */
async function copiedFromKept(folder: string): Promise<boolean> {
  const made = await readFile(path.join(keptFolder, "made.json"), "utf8")
    .then((text) => JSON.parse(text) as Made)
    .catch(() => undefined);
  if (!made || (await madeOf(made.files)) !== made.hash) return false;
  // Copied whole, or not used: a bundle kept beside, at the same moment, by another build.
  try {
    await cp(path.join(keptFolder, "bundle"), folder, { recursive: true });
    return true;
  } catch {
    await rm(folder, { recursive: true, force: true });
    return false;
  }
}

/** The bundle just made kept for the next build, with the project's files it bundled. */
async function keep(folder: string, files: string[]): Promise<void> {
  const beside = `${keptFolder}.${randomUUID()}`;
  try {
    await cp(folder, path.join(beside, "bundle"), { recursive: true });
    await writeFile(path.join(beside, "made.json"), JSON.stringify({ files, hash: await madeOf(files) }));
    await rm(keptFolder, { recursive: true, force: true });
    await rename(beside, keptFolder);
  } catch {
    // Kept by another build at the same moment, or not at all: the next build bundles it.
  } finally {
    await rm(beside, { recursive: true, force: true });
  }
}

/**
 * Bundles the editor into this build's folder; the project's files it read, or nothing if one
 * changed meanwhile.
 */
async function bundle(folder: string): Promise<string[] | undefined> {
  // Every module the bundler read, those it then left out of the bundle too: a change to any
  // of them may change the bundle.
  const modules: string[] = [];
  const started = Date.now();
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    base: editorPath,
    plugins: [
      sveltiaFontsFromFiles(),
      {
        name: "modules-read",
        generateBundle() {
          modules.push(...this.getModuleIds());
        },
      },
    ],
    build: {
      outDir: path.join(folder, "files"),
      manifest: true,
      assetsInlineLimit: 0,
      // Sveltia CMS is one module of 2 MB: its size is watched by the budgets instead.
      chunkSizeWarningLimit: 4000,
      rolldownOptions: {
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
  const read = [
    ...new Set(
      modules
        // Files only: not Vite's own modules, nor the packages left out of the bundle by name.
        .filter((id) => path.isAbsolute(id))
        .map((id) =>
          path
            .relative(process.cwd(), id.split("?")[0] ?? id)
            .split(path.sep)
            .join("/"),
        )
        .filter(
          (file) => !file.startsWith("..") && !path.isAbsolute(file) && !file.includes("node_modules/"),
        ),
    ),
  ].sort();
  // A file changed while it was bundled: what it was made of is not known, and it is not kept.
  const changed = await Promise.all(
    read.map((file) =>
      stat(file).then(
        ({ mtimeMs }) => mtimeMs >= started,
        () => true,
      ),
    ),
  );
  return changed.includes(true) ? undefined : read;
}
