import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Content } from "#app/content/load.server.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl } from "#app/lib/meta.ts";
import { sitePages } from "#app/lib/site-map.ts";

/**
 * Every page search engines are asked to list, in every language, each with its alternates in
 * all of them (its own included), as search engines want them:
 * https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
 */
export async function writeSitemapAndRobots(
  client: string,
  languages: ReadonlyArray<{ language: PageLanguage; content: Content }>,
): Promise<void> {
  const [own] = languages;
  if (!own) return;
  const { site } = own.content;
  const url = (language: PageLanguage, pagePath: string) => absoluteUrl(site, pathIn(language, pagePath));
  const pages = sitePages(own.content)
    .filter((page) => page.indexed)
    .map((page) => page.path);
  const entries = pages.flatMap((pagePath) =>
    languages.map(({ language }) => {
      const link = (code: string, other: PageLanguage) =>
        `\n    <xhtml:link rel="alternate" hreflang="${code}" href="${url(other, pagePath)}"/>`;
      const alternates =
        languages.length > 1
          ? [
              ...languages.map((other) => link(other.language.code, other.language)),
              link("x-default", own.language),
            ]
          : [];
      return `  <url>\n    <loc>${url(language, pagePath)}</loc>${alternates.join("")}\n  </url>`;
    }),
  );
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  await writeFile(path.join(client, "sitemap.xml"), sitemap);
  await writeFile(
    path.join(client, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, "/sitemap.xml")}\n`,
  );
}
