// The HTTP response headers of the site, in one place. The build turns them into
// build/client/_headers (Netlify, Cloudflare Pages), build/deploy/nginx.conf (nginx) and a
// <meta http-equiv> Content-Security-Policy in every page (GitHub Pages, which cannot set
// headers); `npm start` serves them too. See README, "Deploying".

export interface PolicyInputs {
  /** "sha256-…" hashes of the inline scripts found in the built pages. */
  scriptHashes: readonly string[];
  /** Where the newsletter form posts, when a provider is configured; empty otherwise. */
  formActionUrl: string;
}

/** The Content-Security-Policy directives, allowing only what the site uses. */
export function contentSecurityPolicy({ scriptHashes, formActionUrl }: PolicyInputs): string[] {
  const formAction = formActionUrl ? `'self' ${new URL(formActionUrl).origin}` : "'self'";
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self'",
    // Same-origin fetches only: crawlers' tools read /robots.txt from the page (Lighthouse's
    // SEO audit fails without this), and a route that opts into hydration loads its data.
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ];
}

/** Directives a <meta> policy may not carry (browsers ignore them there). */
const headerOnlyDirectives = ["frame-ancestors", "report-uri", "sandbox"];

export function metaContentSecurityPolicy(inputs: PolicyInputs): string {
  return contentSecurityPolicy(inputs)
    .filter((directive) => !headerOnlyDirectives.some((name) => directive.startsWith(name)))
    .join("; ");
}

/** Headers for every response: pages, assets and the 404 page. */
export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inputs).join("; "),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Hashed file names never change content: browsers keep them for a year. */
export const immutableAssetCaching = "public, max-age=31536000, immutable";
/** Pages are checked with the server on every visit, so a content change shows at once. */
export const revalidateCaching = "public, max-age=0, must-revalidate";
/** The folder of hashed files, as served. */
export const hashedAssetsPrefix = "/assets/";

export interface HeaderRule {
  /** A path pattern in the _headers syntax: "/*" or "/assets/*". */
  pattern: string;
  headers: Record<string, string>;
}

/**
 * The rules in the order hosts apply them. Cache-Control is set only once per path, since
 * Netlify and Cloudflare join the values of every matching rule; their default for other
 * files is already "public, max-age=0, must-revalidate".
 */
export function headerRules(inputs: PolicyInputs): HeaderRule[] {
  return [
    { pattern: "/*", headers: securityHeaders(inputs) },
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
    const matches = rule.pattern.endsWith("*")
      ? pathname.startsWith(rule.pattern.slice(0, -1))
      : pathname === rule.pattern;
    if (matches) Object.assign(headers, rule.headers);
  }
  return headers;
}
