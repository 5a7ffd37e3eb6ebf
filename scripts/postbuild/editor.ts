import { copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { stringify } from "yaml";
import type { SiteContent } from "#app/schema/types.ts";
import { editorPath } from "#deploy/paths.ts";
import { adminPage } from "#editor/admin-page.ts";
import { editorConfig } from "#editor/config.ts";
import { decapFiles, decapFolder } from "#editor/decap-files.ts";

export async function writeEditor(client: string, site: SiteContent): Promise<void> {
  const folder = path.join(client, editorPath);
  await mkdir(folder, { recursive: true });
  for (const name of decapFiles()) await copyFile(path.join(decapFolder, name), path.join(folder, name));
  await copyFile(path.resolve("editor/manual-init.js"), path.join(folder, "manual-init.js"));
  await writeFile(path.join(folder, "config.yml"), stringify(editorConfig({ siteUrl: site.siteUrl })));
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir: folder,
      emptyOutDir: false,
      lib: {
        entry: path.resolve("editor/checks.ts"),
        formats: ["iife"],
        name: "siteChecks",
        fileName: () => "checks.js",
      },
    },
  });
  const page = adminPage({
    siteName: site.name,
    checksScript: { src: `${editorPath}checks.js`, module: false },
  });
  await writeFile(path.join(folder, "index.html"), page);
}
