import { existsSync } from "node:fs";
import { readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "#app/schema/load.server.ts";
import { writeEditor } from "./editor.ts";
import { writeGzipCopies } from "./gzip-copies.ts";
import { writeIcons } from "./icons.ts";
import { inlineStyles } from "./inline-styles.ts";
import { inlineSvgImages } from "./inline-svg-images.ts";
import { writeSecurityConfig } from "./security.ts";
import { writeShareImages } from "./share-images.ts";
import { writeSitemapAndRobots } from "./sitemap.ts";

export async function finishBuild(buildDirectory: string): Promise<void> {
  const client = path.join(buildDirectory, "client");
  // The 404 page was prerendered at /404/; static hosts look for /404.html.
  await rename(path.join(client, "404", "index.html"), path.join(client, "404.html"));
  await rm(path.join(client, "404"), { recursive: true });
  // The SPA fallback has no content and would only be served by mistake.
  const spaFallback = path.join(client, "__spa-fallback.html");
  if (existsSync(spaFallback)) await rm(spaFallback);

  const content = loadContent();
  await writeIcons(client, content.site);
  await writeShareImages(client, await heroIllustrationFile(client), content);
  await writeSitemapAndRobots(client, content);
  await inlineStyles(client);
  await inlineSvgImages(client);
  await writeEditor(client, content.site);
  // In this order: the policy hashes the final pages, the copies are of the final files.
  await writeSecurityConfig(buildDirectory, content.site);
  await writeGzipCopies(client);
}

async function heroIllustrationFile(client: string): Promise<string> {
  const assets = await readdir(path.join(client, "assets"));
  const illustration = assets.find((file) => /^hero-illustration-.*\.svg$/.test(file));
  if (!illustration)
    throw new Error("finishBuild: the hero illustration is missing from build/client/assets");
  return path.join(client, "assets", illustration);
}
