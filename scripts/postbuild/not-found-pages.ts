import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PageLanguage } from "#app/schema/types.ts";
import { pagePath } from "#app/lib/site-map.ts";

/**
 * Each language's 404 page was prerendered at <language>/404/page/ (the site map's address for
 * it); static hosts look for 404.html. nginx (deploy/nginx.ts), `npm start` and Cloudflare Pages answer an unknown
 * address under /fr/ with /fr/404.html by themselves; Netlify needs a rule in _redirects,
 * which it applies only where no file exists. GitHub Pages has only the site's own.
 */
export async function placeNotFoundPages(client: string, languages: readonly PageLanguage[]): Promise<void> {
  for (const { prefix } of languages) {
    const folder = path.join(client, prefix);
    await rename(path.join(folder, pagePath("not-found"), "index.html"), path.join(folder, "404.html"));
    await rm(path.join(folder, pagePath("not-found").split("/")[1] ?? ""), { recursive: true });
  }
  const rules = languages
    .filter((language) => language.prefix)
    .map(({ prefix }) => `${prefix}/*  ${prefix}/404.html  404\n`);
  if (rules.length > 0) await writeFile(path.join(client, "_redirects"), rules.join(""));
}
