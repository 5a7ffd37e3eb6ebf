import { loadLanguages } from "#app/content/load.server.ts";
import { sitemapXml } from "#app/lib/sitemap.ts";

// The sitemap, made by the build beside the pages and by the dev server alike.
export function loader() {
  return new Response(sitemapXml(loadLanguages()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
