import { loadLanguages } from "#app/content/load.server.ts";
import { absoluteUrl } from "#app/lib/meta.ts";

// robots.txt, made by the build beside the pages and by the dev server alike: every crawler may
// read every page, and is told where the sitemap is.
export function loader() {
  const [own] = loadLanguages();
  if (!own) throw new Response(null, { status: 404 });
  const text = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(own.content.site, "/sitemap.xml")}\n`;
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
