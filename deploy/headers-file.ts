// Netlify's and Cloudflare's format, read back by npm start and the nginx template too.

export interface HeaderRule {
  /** "/", "/:page" (one segment) or "/assets/*". */
  pattern: string;
  headers: Record<string, string>;
}

const defaultCaching = "public, max-age=0, must-revalidate";

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

/**
 * As the hosts apply the rules: every matching one, in order, over their default caching. A
 * rule matches as Netlify reads it, which matches more than Cloudflare: a final slash is
 * optional, a final "/*" takes the folder itself too, letters match in either case. Rules that
 * never overlap so read never overlap on either host.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = { "Cache-Control": defaultCaching };
  for (const rule of rules) {
    if (ruleMatches(rule.pattern, pathname)) Object.assign(headers, rule.headers);
  }
  return headers;
}

export function ruleMatches(pattern: string, pathname: string): boolean {
  return patternToRegExp(pattern).test(pathname);
}

const compiled = new Map<string, RegExp>();

function patternToRegExp(pattern: string): RegExp {
  let regExp = compiled.get(pattern);
  if (regExp) return regExp;
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((part) =>
      part === "*"
        ? "?(.*)"
        : part.startsWith(":")
          ? "([^/]+)"
          : part
              .split("*")
              .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
              .join("(.*)"),
    )
    .join("/");
  regExp = new RegExp(`^/${source}/?$`, "iu");
  compiled.set(pattern, regExp);
  return regExp;
}
