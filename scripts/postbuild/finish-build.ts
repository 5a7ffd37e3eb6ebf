import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "#app/schema/load.server.ts";
import { writeEditor } from "./editor.ts";
import { writeGzipCopies } from "./gzip-copies.ts";
import { writeIcons } from "./icons.ts";
import { inlineStyles } from "./inline-styles.ts";
import { writeSecurityConfig } from "./security.ts";
import { writeShareImages } from "./share-images.ts";
import { writeSitemapAndRobots } from "./sitemap.ts";

export async function finishBuild(buildDirectory: string): Promise<void> {
  const client = path.join(buildDirectory, "client");
  // The 404 page was prerendered at /404/; static hosts look for /404.html.
  await rename(path.join(client, "404", "index.html"), path.join(client, "404.html"));
  await rm(path.join(client, "404"), { recursive: true });
  const spaFallback = path.join(client, "__spa-fallback.html");
  if (existsSync(spaFallback)) await rm(spaFallback);

  const content = loadContent();
  await writeIcons(client, content.site);
  await writeShareImages(client, path.resolve("app/assets/hero-illustration.svg"), content);
  await writeSitemapAndRobots(client, content);
  await inlineStyles(client);
  await writeEditor(client, content.site);
  // In this order: the policy hashes the final pages, the copies are of the final files.
  await writeSecurityConfig(buildDirectory, content.site);
  await writeGzipCopies(client);
}
