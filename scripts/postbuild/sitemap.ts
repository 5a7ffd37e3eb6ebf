import { writeFile } from "node:fs/promises";
import path from "node:path";
import { absoluteUrl } from "../../app/lib/meta.ts";
import { programDetailPaths } from "../../app/lib/program-paths.ts";

/** The pages search engines may index: the home page and every program page. */
export function indexablePaths(): string[] {
  return ["/", ...programDetailPaths()];
}

export async function writeSitemapAndRobots(client: string): Promise<void> {
  const urls = indexablePaths()
    .map((pagePath) => `  <url><loc>${absoluteUrl(pagePath)}</loc></url>`)
    .join("\n");
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  await writeFile(path.join(client, "sitemap.xml"), sitemap);
  await writeFile(
    path.join(client, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
  );
}
