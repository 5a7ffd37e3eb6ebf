// Every host's headers come from here: see docs/decisions/0003.
import { ruleMatches, type HeaderRule } from "./headers-file.ts";
import { editorPath, hashedAssetsPrefix } from "./paths.ts";

export interface PolicyInputs {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  /** Where the newsletter form posts, and where the provider sends visitors after it (form-action covers redirects too). */
  formActionUrls: readonly string[];
  /** Pages with a form of their own that posts to another site: each allows that site there alone. */
  formPages?: readonly FormPage[];
}

export interface FormPage {
  /** e.g. "/fr/programs/x/apply/" */
  path: string;
  formActionUrls: readonly string[];
}

/** The policy inputs of one page: with its own form's service, if it has one. */
export function inputsFor(inputs: PolicyInputs, pagePath: string): PolicyInputs {
  const own = inputs.formPages?.find((page) => page.path === pagePath);
  return own ? { ...inputs, formActionUrls: [...inputs.formActionUrls, ...own.formActionUrls] } : inputs;
}

function contentSecurityPolicy({ scriptHashes, styleHashes, formActionUrls }: PolicyInputs): string[] {
  const origins = new Set(formActionUrls.filter(Boolean).map((url) => new URL(url).origin));
  const formAction = ["'self'", ...origins].join(" ");
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(" "),
    // Crawlers' tools read /robots.txt from the page (Lighthouse's SEO audit fails without it).
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The spoken summaries on program pages.
    "media-src 'self'",
    // Kept though WebKit does not know it: see docs/decisions/0005.
    "manifest-src 'self'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ];
}

const headerOnlyDirectives = ["frame-ancestors", "report-uri", "sandbox"];

export function metaContentSecurityPolicy(inputs: PolicyInputs): string {
  return metaPolicy(contentSecurityPolicy(inputs));
}

export function metaPolicy(directives: readonly string[]): string {
  return directives
    .filter((directive) => !headerOnlyDirectives.some((name) => directive.startsWith(name)))
    .join("; ");
}

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

function siteHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inputs).join("; "),
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return { ...baseHeaders(), ...siteHeaders(inputs) };
}

// Sveltia CMS styles itself inline, reads its logo (a data: address until the configuration
// names ours) to make its icons, shows uploads from blob: addresses, talks to GitHub's API,
// shows the signed-in account's GitHub picture and signs in through a pop-up
// (same-origin-allow-popups); the 404 page's script logs unknown /admin/ addresses.
export function editorContentSecurityPolicy({ scriptHashes }: Pick<PolicyInputs, "scriptHashes">): string[] {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "connect-src 'self' data: https://api.github.com",
    "font-src 'self'",
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

/** What the build made, as the header rules must cover it. */
export interface SiteLayout {
  /** Every page in every language: its address ("/fr/programs/x/") and its kind's ("/fr/programs/:slug/"). */
  pages: ReadonlyArray<{ address: string; shape: string }>;
  /** Every other file outside the folders below, by its address ("/404.html", "/fr/site.webmanifest"). */
  files: readonly string[];
  /** The folders at the top that hold no page ("admin", "assets", "og"): a rule each. */
  folders: readonly string[];
}

// Each address the build makes gets its policy from exactly one rule, as every host reads the
// rules (docs/decisions/0003): hosts that send every matching rule would otherwise send two
// policies, which browsers both enforce, and hosts that keep one would pick by their own order.
// A kind of page has one rule while all its pages share a policy (a form's service) and it
// reads no other address, else each page has its own; the top's files are named one by one,
// since "/:page" would take the editor's "/admin/" too on a host where a final slash is optional.
export function headerRules(inputs: PolicyInputs, { pages, files, folders }: SiteLayout): HeaderRule[] {
  const pageRules = new Map<string, Record<string, string>>();
  const onTheirOwn: Array<{ page: SiteLayout["pages"][number]; policy: Record<string, string> }> = [];
  const shapes = Map.groupBy(pages, (page) => page.shape);
  for (const [shape, ofShape] of shapes) {
    const policies = ofShape.map((page) => ({ page, policy: siteHeaders(inputsFor(inputs, page.address)) }));
    const [first] = policies;
    // A kind at the top ("/:slug/", a form of its own) would take /programs/ and /404.html too.
    const others = [...pages.filter((page) => page.shape !== shape).map((page) => page.address), ...files];
    const alone = !others.some((address) => ruleMatches(shape, address));
    if (first && alone && policies.every(({ policy }) => samePolicy(policy, first.policy))) {
      pageRules.set(shape, first.policy);
    } else {
      onTheirOwn.push(...policies);
    }
  }
  // A page on its own takes its folder ("/mentor/*": the page, its index.html, its thank-you
  // page) where every address there shares its policy: a rule or two for each form, at most
  // 100 in all on Cloudflare.
  const policyOf = (address: string) =>
    files.includes(address) ? siteHeaders(inputs) : siteHeaders(inputsFor(inputs, address));
  const addresses = [...pages.map((page) => page.address), ...files];
  for (const { page, policy } of onTheirOwn.toSorted(
    (a, b) => a.page.address.length - b.page.address.length,
  )) {
    const ruled = (address: string) => [...pageRules.keys()].some((pattern) => ruleMatches(pattern, address));
    if (ruled(page.address)) continue;
    const folder = `${page.address}*`;
    const inFolder = addresses.filter((address) => ruleMatches(folder, address));
    // Not where a kind's rule reads an address of the folder already (a form's thank-you page,
    // when "/:slug/thanks/" is the rule of them all).
    const shared =
      inFolder.every((address) => samePolicy(policyOf(address), policy)) && !inFolder.some(ruled);
    pageRules.set(shared ? folder : page.address, policy);
  }
  const rules: HeaderRule[] = [
    ...[...pageRules].map(([pattern, headers]) => ({ pattern, headers })),
    ...files.map((file) => ({ pattern: file, headers: siteHeaders(inputs) })),
    ...folders.map((folder) => ({
      pattern: `/${folder}/*`,
      headers: `/${folder}/` === editorPath ? editorHeaders(inputs) : siteHeaders(inputs),
    })),
  ];
  // A page's folder served by its index.html, where no rule above reads that address already
  // (a kind of page one level down reads /programs/index.html as one of its own).
  const indexRules = [...pageRules].flatMap(([pattern, headers]) => {
    if (pattern.endsWith("*")) return [];
    const index = `${pattern}index.html`;
    const reading = rules.filter((rule) => ruleMatches(rule.pattern, index));
    if (reading.length === 0) return [{ pattern: index, headers }];
    if (reading.some((rule) => !samePolicy(rule.headers, headers))) {
      throw new Error(`${index} would take the policy of ${reading.map((rule) => rule.pattern).join(", ")}.`);
    }
    return [];
  });
  return joined([
    { pattern: "/*", headers: baseHeaders() },
    ...rules,
    ...indexRules,
    {
      pattern: `${hashedAssetsPrefix}*`,
      headers: { "Cache-Control": "public, max-age=31536000, immutable" },
    },
  ]);
}

// One rule per address pattern: Cloudflare keeps only the last rule written for a pattern.
function joined(rules: readonly HeaderRule[]): HeaderRule[] {
  const byPattern = new Map<string, Record<string, string>>();
  for (const { pattern, headers } of rules) byPattern.set(pattern, { ...byPattern.get(pattern), ...headers });
  return [...byPattern].map(([pattern, headers]) => ({ pattern, headers }));
}

function samePolicy(one: Record<string, string>, other: Record<string, string>): boolean {
  return JSON.stringify(one) === JSON.stringify(other);
}
