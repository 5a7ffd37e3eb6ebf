// The HTTP response headers of the site, in one place. The build turns them into
// build/client/_headers (Netlify, Cloudflare Pages), build/deploy/nginx.conf (nginx) and a
// <meta http-equiv> Content-Security-Policy in every page (GitHub Pages, which cannot set
// headers); `npm start` serves them too. See README, "Deploying".

export interface PolicyInputs {
  /** "sha256-…" hashes of the inline scripts found in the built pages. */
  scriptHashes: readonly string[];
  /** "sha256-…" hashes of the pages' inline <style> elements. */
  styleHashes: readonly string[];
  /** Where the newsletter form posts, when a provider is configured; empty otherwise. */
  formActionUrl: string;
}

/** The Content-Security-Policy directives, allowing only what the site uses. */
function contentSecurityPolicy({ scriptHashes, styleHashes, formActionUrl }: PolicyInputs): string[] {
  const formAction = formActionUrl ? `'self' ${new URL(formActionUrl).origin}` : "'self'";
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    // Each page's CSS is inline, allowed by its hash; 'self' for a route that hydrates.
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(" "),
    // Same-origin fetches only: crawlers' tools read /robots.txt from the page (Lighthouse's
    // SEO audit fails without this), and a route that opts into hydration loads its data.
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    // WebKit does not know this directive and logs so; it is kept, since dropping it would
    // need default-src 'self', widening the policy for every other kind of request.
    "manifest-src 'self'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ];
}

/** Directives a <meta> policy may not carry (browsers ignore them there). */
const headerOnlyDirectives = ["frame-ancestors", "report-uri", "sandbox"];

export function metaContentSecurityPolicy(inputs: PolicyInputs): string {
  return metaPolicy(contentSecurityPolicy(inputs));
}

/** A policy's directives as a <meta> element may carry them. */
export function metaPolicy(directives: readonly string[]): string {
  return directives
    .filter((directive) => !headerOnlyDirectives.some((name) => directive.startsWith(name)))
    .join("; ");
}

/** Headers every response gets, whatever its path: the site's and the editor's alike. */
function baseHeaders(): Record<string, string> {
  return {
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** What the site's pages and files add: the strict policy, and no shared window with others. */
function siteHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inputs).join("; "),
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** Headers of a page of the site, all together. */
export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return { ...baseHeaders(), ...siteHeaders(inputs) };
}

/** Where the content editor (Decap CMS) is served. */
export const editorPath = "/admin/";

/**
 * The editor's own policy, on /admin/ only. Decap CMS compiles its configuration's schema
 * at run time ('unsafe-eval'), styles itself with inline styles ('unsafe-inline'), talks
 * to GitHub's API and shows GitHub avatars. It signs in through a pop-up window, which
 * must keep its way back to the editor (same-origin-allow-popups).
 */
export function editorContentSecurityPolicy({ scriptHashes }: Pick<PolicyInputs, "scriptHashes">): string[] {
  return [
    "default-src 'none'",
    // The hashes let the 404 page log its address when it answers an unknown /admin/ path.
    ["script-src 'self' 'unsafe-eval'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "connect-src 'self' https://api.github.com",
    "font-src 'self' data:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ];
}

export function editorHeaders(inputs: Pick<PolicyInputs, "scriptHashes">): Record<string, string> {
  return {
    "Content-Security-Policy": editorContentSecurityPolicy(inputs).join("; "),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

/** Hashed file names never change content: browsers keep them for a year. */
const immutableAssetCaching = "public, max-age=31536000, immutable";
/** Pages are checked with the server on every visit, so a content change shows at once. */
const revalidateCaching = "public, max-age=0, must-revalidate";
/** The folder of hashed files, as served. */
export const hashedAssetsPrefix = "/assets/";

export interface HeaderRule {
  /** A path pattern in the _headers syntax: "/", "/:page" (one segment) or "/assets/*". */
  pattern: string;
  headers: Record<string, string>;
}

/**
 * The rules in the order hosts apply them. No two rules set the same header on one path,
 * since Netlify and Cloudflare join the values of every matching rule: two policies would
 * both apply. So the policy of the site and that of the editor each cover their own paths:
 * the home page, every address of one segment (files, and the 404 page for unknown ones),
 * and each folder of the build (`folders`, e.g. "assets", "programs"); the editor has
 * /admin/. Cache-Control is set only on /assets/*; the hosts' default for other files is
 * already "public, max-age=0, must-revalidate". See docs/decisions/0003.
 */
export function headerRules(inputs: PolicyInputs, folders: readonly string[]): HeaderRule[] {
  const editorFolder = editorPath.slice(1, -1);
  const sitePatterns = [
    "/",
    "/:page",
    ...folders.filter((folder) => folder !== editorFolder).map((folder) => `/${folder}/*`),
  ];
  return [
    { pattern: "/*", headers: baseHeaders() },
    ...sitePatterns.map((pattern) => ({ pattern, headers: siteHeaders(inputs) })),
    { pattern: `${editorPath}*`, headers: editorHeaders(inputs) },
    { pattern: `${hashedAssetsPrefix}*`, headers: { "Cache-Control": immutableAssetCaching } },
  ];
}

/** The _headers file of Netlify and Cloudflare Pages. */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) =>
      [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join(
        "\n",
      ),
    )
    .join("\n\n")
    .concat("\n");
}

/** Reads a _headers file back, for the local server. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** The headers a path gets, with the caching a page or an asset needs. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = { "Cache-Control": revalidateCaching };
  for (const rule of rules) {
    if (patternToRegExp(rule.pattern).test(pathname)) Object.assign(headers, rule.headers);
  }
  return headers;
}

/** A _headers path as the hosts read it: "*" matches anything, ":name" one segment. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`);
}
