import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  editorContentSecurityPolicy,
  headerRules,
  inputsFor,
  metaContentSecurityPolicy,
  metaPolicy,
  type FormPage,
  type PolicyInputs,
  type SiteLayout,
} from "#deploy/headers.ts";
import { renderHeadersFile } from "#deploy/headers-file.ts";
import { editorPath } from "#deploy/paths.ts";
import { renderNginxConfig } from "#deploy/nginx.ts";
import type { PageLanguage, SiteContent } from "#app/schema/types.ts";
import type { PageInLanguage } from "#app/lib/site-map.ts";
import { listFiles, listFolders, listPages } from "./site-files.ts";

/** Inline scripts the browser would run (not JSON-LD data blocks). */
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/g;

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)].map((match) => sha256(match[1] ?? ""));
}

export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(inlineStyle)].map((match) => sha256(match[1] ?? ""));
}

/**
 * `sites` is the site settings in each language, its own first: each may sign up to its own
 * list. `pages` are the site map's pages in every language; `formPages` are the application
 * forms that post to another site.
 */
export async function writeSecurityConfig(
  buildDirectory: string,
  sites: readonly SiteContent[],
  languages: readonly PageLanguage[],
  pages: readonly PageInLanguage[],
  formPages: readonly FormPage[] = [],
): Promise<void> {
  const [site] = sites;
  if (!site) throw new Error("The site has no settings.");
  const client = path.join(buildDirectory, "client");
  const htmlByPage = new Map<string, string>();
  for (const page of await listPages(client))
    htmlByPage.set(page, await readFile(path.join(client, page), "utf8"));
  const hashesOf = (find: (html: string) => string[]) =>
    [...new Set([...htmlByPage.values()].flatMap(find))].sort();
  const inputs: PolicyInputs = {
    scriptHashes: hashesOf(inlineScriptHashes),
    styleHashes: hashesOf(inlineStyleHashes),
    formActionUrls: [
      ...new Set(
        sites.flatMap(({ footer: { newsletter } }) =>
          newsletter.providerUrl ? [newsletter.providerUrl, newsletter.thankYouUrl ?? ""] : [],
        ),
      ),
    ],
    formPages,
  };

  // A page's own copy names only its own inline code: stricter, and a hash (incompressible
  // base64) per page of the site would cost every page bytes of its first round trip.
  for (const [page, html] of htmlByPage) {
    const own = {
      ...inputsFor(inputs, `/${page.replace(/index\.html$/, "")}`),
      scriptHashes: inlineScriptHashes(html),
      styleHashes: inlineStyleHashes(html),
    };
    const policyMeta = `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(own)}"/>`;
    await writeFile(path.join(client, page), html.replace(/(<meta charSet="utf-8"\/>)/, `$1${policyMeta}`));
  }
  const editorPage = path.join(client, editorPath, "index.html");
  const editorMeta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(editorContentSecurityPolicy(inputs))}" />`;
  const editorHtml = await readFile(editorPage, "utf8");
  await writeFile(editorPage, editorHtml.replace(/(<meta charset="utf-8" \/>)/, `$1\n    ${editorMeta}`));

  const languageFolders = languages.flatMap((language) =>
    language.prefix ? [language.prefix.slice(1)] : [],
  );
  const rules = headerRules(inputs, await siteLayout(client, pages));
  await writeFile(path.join(client, "_headers"), renderHeadersFile(rules));
  await mkdir(path.join(buildDirectory, "deploy"), { recursive: true });
  await writeFile(
    path.join(buildDirectory, "deploy", "nginx.conf"),
    renderNginxConfig(
      {
        serverName: new URL(site.siteUrl).hostname,
        root: "/var/www/site/build/client",
        certificate: "/etc/ssl/certs/site.pem",
        certificateKey: "/etc/ssl/private/site.key",
        acmeRoot: "/var/www/letsencrypt",
        notFoundFolders: languageFolders,
        ownPolicyPages: formPages.map((page) => page.path),
      },
      rules,
    ),
  );
}

/** The pages by their kind's address, the files beside them, and the folders of files. */
async function siteLayout(client: string, pages: readonly PageInLanguage[]): Promise<SiteLayout> {
  const shown = pages.filter((page) => page.kind !== "not-found");
  const pageFolders = new Set(shown.map((page) => page.address.split("/")[1]).filter(Boolean));
  const pageFiles = new Set(shown.map((page) => page.builtFile));
  const files = (await listFiles(client)).filter((file) => {
    const [first = ""] = file.split("/");
    const beside = !file.includes("/") || pageFolders.has(first);
    // _headers and _redirects are the host's, never served.
    return beside && !pageFiles.has(file) && !file.startsWith("_");
  });
  return {
    pages: shown.map(({ address, shape }) => ({ address, shape })),
    // Hosts serve a page's file at its name without .html too (Cloudflare leads to it).
    files: files.flatMap((file) =>
      file.endsWith(".html") ? [`/${file}`, `/${file.slice(0, -5)}`] : [`/${file}`],
    ),
    folders: (await listFolders(client)).filter((folder) => !pageFolders.has(folder)),
  };
}
