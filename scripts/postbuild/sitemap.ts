import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Content } from "#app/schema/load.server.ts";
import { absoluteUrl } from "#app/lib/meta.ts";
import { hasPage, programPath } from "#app/lib/program-paths.ts";

export function indexablePaths({ programs }: Pick<Content, "programs">): string[] {
  return ["/", ...programs.filter(hasPage).map((program) => programPath(program.slug))];
}

export async function writeSitemapAndRobots(client: string, content: Content): Promise<void> {
  const { site } = content;
  const urls = indexablePaths(content)
    .map((pagePath) => `  <url><loc>${absoluteUrl(site, pagePath)}</loc></url>`)
    .join("\n");
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  await writeFile(path.join(client, "sitemap.xml"), sitemap);
  await writeFile(
    path.join(client, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, "/sitemap.xml")}\n`,
  );
}
