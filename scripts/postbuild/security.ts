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
import { listFiles, listFolders } from "./site-files.ts";

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
 * The site's security policy: each page gets its own as it is finished (`page`), then the
 * host's headers, nginx's configuration and the editor's page name every page's inline code
 * (`write`). `sites` is the site settings in each language, its own first: each may sign up to
 * its own list. `formPages` are the application forms that post to another site.
 */
export class SitePolicy {
  readonly #scriptHashes = new Set<string>();
  readonly #styleHashes = new Set<string>();
  readonly #formActionUrls: readonly string[];
  readonly #formPages: readonly FormPage[];

  constructor(sites: readonly SiteContent[], formPages: readonly FormPage[] = []) {
    this.#formActionUrls = [
      ...new Set(
        sites.flatMap(({ footer: { newsletter } }) =>
          newsletter.providerUrl ? [newsletter.providerUrl, newsletter.thankYouUrl ?? ""] : [],
        ),
      ),
    ];
    this.#formPages = formPages;
  }

  /**
   * A built page ("fr/about/index.html") with its policy. A page's own copy names only its own
   * inline code: stricter, and a hash (incompressible base64) per page of the site would cost
   * every page bytes of its first round trip.
   */
  page(page: string, html: string): string {
    const scriptHashes = inlineScriptHashes(html);
    const styleHashes = inlineStyleHashes(html);
    for (const hash of scriptHashes) this.#scriptHashes.add(hash);
    for (const hash of styleHashes) this.#styleHashes.add(hash);
    const own = inputsFor(
      { scriptHashes, styleHashes, formActionUrls: this.#formActionUrls, formPages: this.#formPages },
      `/${page.replace(/index\.html$/, "")}`,
    );
    const policyMeta = `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(own)}"/>`;
    return html.replace(/(<meta charSet="utf-8"\/>)/, `$1${policyMeta}`);
  }

  /** Once every page is: the editor's policy, the host's headers and nginx's configuration. */
  async write(
    buildDirectory: string,
    site: SiteContent,
    languages: readonly PageLanguage[],
    pages: readonly PageInLanguage[],
  ): Promise<void> {
    const client = path.join(buildDirectory, "client");
    const inputs: PolicyInputs = {
      scriptHashes: [...this.#scriptHashes].sort(),
      styleHashes: [...this.#styleHashes].sort(),
      formActionUrls: this.#formActionUrls,
      formPages: this.#formPages,
    };
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
          ownPolicyPages: this.#formPages.map((page) => page.path),
        },
        rules,
      ),
    );
  }
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
