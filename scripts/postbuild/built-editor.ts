import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { stringify } from "yaml";
import type { Content } from "#app/content/load.server.ts";
import { editorPath } from "#deploy/paths.ts";
import { sitePages } from "#app/lib/site-map.ts";
import { adminPage } from "#editor/admin-page.ts";
import { editorChoices, editorConfig } from "#editor/config.ts";
import { contentShapes } from "#editor/widgets.ts";

/** Beside the published folder: which file holds what, for the budgets (tests/build/editor-bundle.ts). */
export const editorManifest = "editor-manifest.json";

/**
 * The editor's page and configuration, from the content. Its script is bundled once the build
 * has ended, by a process of its own (scripts/postbuild/editor-bundle.ts, `npm run build`'s
 * last step): the bundler's memory, some 400 MB, then adds to no other's.
 */
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
  await writeFile(
    path.join(folder, "index.html"),
    adminPage({ siteName: site.name, script: `${editorPath}editor.js`, shapes: contentShapes() }),
  );
}
