// Every host's headers come from here: see docs/decisions/0003.
import type { HeaderRule } from "./headers-file.ts";
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

interface PageLayout {
  /** Every kind of page address, with placeholders: "/", "/:page", "/programs/:slug/"… */
  pageShapes: readonly string[];
  /** The translations' folders ("fr"), each with the same pages. */
  languageFolders: readonly string[];
}

// No two rules set one header on a path: see docs/decisions/0003. A folder holding a page with
// a form of its own is covered by the site's kinds of address instead of by one rule, and
// each form page by its own rule.
export function headerRules(
  inputs: PolicyInputs,
  folders: readonly string[],
  { pageShapes, languageFolders }: PageLayout = { pageShapes: [], languageFolders: [] },
): HeaderRule[] {
  const editorFolder = editorPath.slice(1, -1);
  const formPages = inputs.formPages ?? [];
  const split = new Set(formPages.length > 0 ? [...languageFolders, ...pageShapes.map(firstFolder)] : []);
  const sitePatterns = [
    ...new Set([
      "/",
      "/:page",
      ...folders
        .filter((folder) => folder !== editorFolder && !split.has(folder))
        .map((folder) => `/${folder}/*`),
      ...(split.size > 0
        ? ["", ...languageFolders.map((folder) => `/${folder}`)].flatMap((prefix) =>
            pageShapes.map((shape) => `${prefix}${shape}`),
          )
        : []),
    ]),
  ];
  return [
    { pattern: "/*", headers: baseHeaders() },
    ...sitePatterns.map((pattern) => ({ pattern, headers: siteHeaders(inputs) })),
    ...formPages.flatMap((page) =>
      [page.path, `${page.path}index.html`].map((pattern) => ({
        pattern,
        headers: siteHeaders(inputsFor(inputs, page.path)),
      })),
    ),
    { pattern: `${editorPath}*`, headers: editorHeaders(inputs) },
    {
      pattern: `${hashedAssetsPrefix}*`,
      headers: { "Cache-Control": "public, max-age=31536000, immutable" },
    },
  ];
}

function firstFolder(shape: string): string {
  return shape.split("/")[1] ?? "";
}
