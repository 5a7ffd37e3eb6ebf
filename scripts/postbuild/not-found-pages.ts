import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { PageLanguage } from "#app/schema/types.ts";

/**
 * Each language's 404 page is written as <language>/404.html (the site map's file for it).
 * nginx (deploy/nginx.ts), `npm start` and Cloudflare Pages answer an unknown address under
 * /fr/ with /fr/404.html by themselves; Netlify needs a rule in _redirects, which it applies
 * only where no file exists. GitHub Pages has only the site's own.
 */
export async function writeNotFoundRules(client: string, languages: readonly PageLanguage[]): Promise<void> {
  const rules = languages
    .filter((language) => language.prefix)
    .map(({ prefix }) => `${prefix}/*  ${prefix}/404.html  404\n`);
  if (rules.length > 0) await writeFile(path.join(client, "_redirects"), rules.join(""));
}
