import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  headerRules,
  metaContentSecurityPolicy,
  renderHeadersFile,
  type PolicyInputs,
} from "../../deploy/headers.ts";
import { renderNginxConfig } from "../../deploy/nginx.ts";
import { site } from "../../app/content/site.ts";
import { listPages } from "./site-files.ts";

/** Inline scripts the browser would run (not JSON-LD data blocks). */
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)].map(
    (match) =>
      `sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}`,
  );
}

/**
 * Hashes the inline scripts of every page, then writes the policy into each page (for
 * hosts that cannot set headers), the _headers file and the nginx configuration.
 */
export async function writeSecurityConfig(buildDirectory: string): Promise<void> {
  const client = path.join(buildDirectory, "client");
  const pages = await listPages(client);
  const htmlByPage = new Map<string, string>();
  for (const page of pages) htmlByPage.set(page, await readFile(path.join(client, page), "utf8"));
  const scriptHashes = [...new Set([...htmlByPage.values()].flatMap(inlineScriptHashes))].sort();
  const inputs: PolicyInputs = { scriptHashes, formActionUrl: site.footer.newsletter.providerUrl };

  const policyMeta = `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(inputs)}"/>`;
  for (const [page, html] of htmlByPage) {
    await writeFile(path.join(client, page), html.replace(/(<meta charSet="utf-8"\/>)/, `$1${policyMeta}`));
  }

  const rules = headerRules(inputs);
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
      },
      rules,
    ),
  );
}
