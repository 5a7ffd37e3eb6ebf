import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Content } from "#app/content/load.server.ts";
import { editorPath } from "#deploy/paths.ts";
import { sitePages } from "#app/lib/site-map.ts";
import { adminPage } from "#editor/admin-page.ts";
import { configFile, editorChoices, editorConfig, pageChoices } from "#editor/config.ts";
import { sitePagesFile } from "#editor/names.ts";
import { contentShapes } from "#editor/widgets.ts";

/** Beside the published folder: which file holds what, for the budgets (tests/build/editor-bundle.ts). */
export const editorManifest = "editor-manifest.json";

/**
 * Where `npm run build` bundles the editor's script, beside the content's check
 * (scripts/postbuild/editor-bundle.ts): out of the build's folder, which the site's build empties
 * as it starts. One folder a build folder, so the fixture's build beside the site's keeps its own.
 */
export function editorBundleFolder(buildDirectory: string): string {
  const name = createHash("sha256").update(path.resolve(buildDirectory)).digest("hex").slice(0, 16);
  return path.resolve("node_modules/.cache/editor-bundle", name);
}

/** What makes a bundle besides the project's modules it bundles: the packages, and this code. */
const makers = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "scripts/postbuild/editor-bundle.ts",
  "scripts/postbuild/built-editor.ts",
  "editor/vite-plugin.ts",
  "deploy/paths.ts",
];

/** What a bundle was made of: the project's files it bundled, and a hash of them and the makers. */
export interface Made {
  files: string[];
  hash: string;
}

/** A hash of the files, the makers with them, as they are now: a file gone is part of it. */
export async function madeOf(files: readonly string[], root = process.cwd()): Promise<string> {
  const hash = createHash("sha256");
  for (const file of [...new Set([...makers, ...files])].sort()) {
    const text = await readFile(path.join(root, file)).catch(() => "(no such file)");
    hash.update(`${file}\n${text.length}\n`).update(text);
  }
  return hash.digest("hex");
}

/** The editor's bundled script and files moved into the site, and its manifest beside it. */
export async function placeEditorBundle(buildDirectory: string, client: string): Promise<void> {
  const bundle = editorBundleFolder(buildDirectory);
  if (!existsSync(path.join(bundle, editorManifest))) {
    throw new Error(
      "The editor's script was not bundled: `npm run build` bundles it beside the site, `react-router build` alone does not.",
    );
  }
  const files = path.join(bundle, "files");
  const folder = path.join(client, editorPath);
  for (const entry of await readdir(files)) await rename(path.join(files, entry), path.join(folder, entry));
  await rename(path.join(bundle, editorManifest), path.join(buildDirectory, editorManifest));
  await rm(bundle, { recursive: true });
}

/** The editor's page and configuration, from the content (its script: editor-bundle.ts). */
export async function writeEditor(client: string, content: Content): Promise<void> {
  const { site, allPrograms } = content;
  const folder = path.join(client, editorPath);
  await mkdir(folder, { recursive: true });
  await writeFile(
    path.join(folder, "config.yml"),
    configFile(
      editorConfig({
        siteUrl: site.siteUrl,
        siteName: site.name,
        languages: { own: site.language, translations: site.translations },
        choices: editorChoices(site.countriesServed, allPrograms.online, sitePages(content)),
      }),
    ),
  );
  await writeFile(path.join(folder, sitePagesFile), JSON.stringify(pageChoices(sitePages(content))));
  await writeFile(
    path.join(folder, "index.html"),
    adminPage({ siteName: site.name, script: `${editorPath}editor.js`, shapes: contentShapes() }),
  );
}
