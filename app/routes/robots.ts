import { loadLanguages } from "#app/content/load.server.ts";
import { robotsTxt } from "#app/lib/sitemap.ts";

// robots.txt, made by the build beside the pages and by the dev server alike.
export function loader() {
  const [own] = loadLanguages();
  if (!own) throw new Response(null, { status: 404 });
  return new Response(robotsTxt(own.content.site), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
