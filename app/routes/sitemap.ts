import type { Content } from "#app/content/load.server.ts";
import { loadLanguages } from "#app/content/load.server.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl } from "#app/lib/meta.ts";
import { sitePages } from "#app/lib/site-map.ts";

// The sitemap, made from the site map by the build beside the pages and by the dev server alike.
export function loader() {
  return new Response(sitemapXml(loadLanguages()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}

/**
 * Every page search engines are asked to list, in every language, each with its alternates in
 * all of them (its own included), as search engines want them:
 * https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
 */
export function sitemapXml(languages: ReadonlyArray<{ language: PageLanguage; content: Content }>): string {
  const [own] = languages;
  if (!own) return "";
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
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}
