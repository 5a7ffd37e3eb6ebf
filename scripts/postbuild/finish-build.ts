import { existsSync } from "node:fs";
import { cp, rename, rm } from "node:fs/promises";
import path from "node:path";
import { contentFolder, loadContent, uploadsFolder } from "#app/schema/load.server.ts";
import { filesFolder } from "#app/schema/links.ts";
import { reportProblems, reportWarnings } from "#scripts/content-report.ts";
import { checkLinks } from "./check-links.ts";
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
  if (existsSync(uploadsFolder()))
    await cp(uploadsFolder(), path.join(client, filesFolder), { recursive: true });
  const shownFolder = path.relative(process.cwd(), contentFolder()) || ".";
  const links = checkLinks(client, content, shownFolder.startsWith("..") ? contentFolder() : shownFolder);
  reportWarnings(links.warnings);
  if (links.problems.length > 0) {
    reportProblems(links.problems, contentFolder());
    // Stopped here, not thrown: a build tool's stack trace would bury the lines above.
    process.exit(1);
  }
  await writeIcons(client, content.site);
  await writeShareImages(client, path.resolve("app/assets/hero-illustration.svg"), content);
  await writeSitemapAndRobots(client, content);
  await inlineStyles(client);
  await writeEditor(client, content.site);
  // In this order: the policy hashes the final pages, the copies are of the final files.
  await writeSecurityConfig(buildDirectory, content.site);
  await writeGzipCopies(client);
}
