import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { loadContent, loadLanguages } from "#app/content/load.server.ts";
import { type PageInLanguage, pagesInLanguages, sitePages } from "#app/lib/site-map.ts";
import { firstFormFiles } from "./editor-bundle.ts";
import { buildMomentFile, fixBuildMoment } from "#app/lib/build-moment.ts";

// The built site these checks read, and the content it was built from, as the build takes
// them: BUILD_DIR and CONTENT_DIR (vitest.build.config.ts runs them on each content set).
export const build = path.resolve(process.env.BUILD_DIR ?? "build");
export const client = path.join(build, "client");
// Which events are to come is what the build took them to be, not what they are by now.
if (existsSync(path.join(build, buildMomentFile))) {
  fixBuildMoment(readFileSync(path.join(build, buildMomentFile), "utf8"));
}
export const content = loadContent();
/** Every language of the site with its content, its own first. */
export const languages = loadLanguages();

if (!existsSync(path.join(client, "index.html"))) {
  throw new Error(`${path.relative(process.cwd(), client)}/index.html is missing: build it first.`);
}

export interface BuiltPage extends PageInLanguage {
  /** Its address in its language: "/fr/programs/x/". */
  url: string;
  /** Its file in the built site: "fr/programs/x/index.html". */
  file: string;
}

/** Every page the content makes, in every language, as the site map lists them. */
export const builtPages: BuiltPage[] = pagesInLanguages(
  sitePages(content),
  languages.map(({ language }) => language),
).map((page) => ({ ...page, url: page.address, file: page.builtFile }));

export function readBuilt(file: string): string {
  return readFileSync(path.join(client, file), "utf8");
}

// One window parses every page, each page once per test file: a window for each page, or a
// parse for each look at a page, would cost a site of a hundred programs gigabytes and minutes.
const parser = new new JSDOM("").window.DOMParser();
const parsed = new Map<string, Document>();

export function documentOf(file: string): Document {
  let document = parsed.get(file);
  if (!document) {
    document = parser.parseFromString(readBuilt(file), "text/html");
    parsed.set(file, document);
  }
  return document;
}

function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

export function sitePath(url: string): string | undefined {
  if (url.startsWith("/") && !url.startsWith("//")) return url.split(/[?#]/)[0];
  const siteOrigin = new URL(content.site.siteUrl).origin;
  if (url.startsWith(`${siteOrigin}/`)) return new URL(url).pathname;
  return undefined;
}

/** The file in build/client that answers a site path; the gzipped copies answer none. */
export function fileForPath(pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  if (decoded.endsWith(".gz")) return undefined;
  const candidates = [decoded, path.posix.join(decoded, "index.html")];
  return candidates
    .map((candidate) => path.join(client, candidate))
    .find(
      (candidate) => candidate.startsWith(client) && existsSync(candidate) && statSync(candidate).isFile(),
    );
}

interface LoadedResource {
  kind: "html" | "css" | "js" | "font" | "image" | "other";
  name: string;
  bytes: number;
}

export function firstLoad(file: string): LoadedResource[] {
  const html = readBuilt(file);
  const document = documentOf(file);
  const resources: LoadedResource[] = [{ kind: "html", name: file, bytes: gzipSize(html) }];
  const inlineScripts = [...document.querySelectorAll("script:not([src])")].filter(
    (script) => script.getAttribute("type") !== "application/ld+json",
  );
  for (const script of inlineScripts) {
    resources.push({ kind: "js", name: "(inline script)", bytes: gzipSize(script.textContent ?? "") });
  }
  // Each file once: every icon is a piece of one file.
  const pathnames = new Set<string>();
  for (const element of document.querySelectorAll(
    'link[rel="stylesheet"], link[rel="modulepreload"], link[rel="manifest"], script[src], img[src], use[href], link[rel="icon"][type="image/svg+xml"]',
  )) {
    const pathname = sitePath(element.getAttribute("href") ?? element.getAttribute("src") ?? "");
    if (pathname) pathnames.add(pathname);
  }
  for (const pathname of pathnames) {
    const resourceFile = fileForPath(pathname);
    if (!resourceFile) continue;
    const content = readFileSync(resourceFile);
    resources.push({ kind: kindOf(pathname), name: pathname, bytes: compressedSize(pathname, content) });
    if (pathname.endsWith(".css")) {
      for (const match of content.toString("utf8").matchAll(/url\((['"]?)([^)'"]+)\1\)/g)) {
        const referenced = sitePath(match[2]!);
        const referencedFile = referenced && fileForPath(referenced);
        if (!referenced || !referencedFile) continue;
        const bytes = compressedSize(referenced, readFileSync(referencedFile));
        resources.push({ kind: kindOf(referenced), name: referenced, bytes });
      }
    }
  }
  return resources;
}

/** The editor's page and what it loads before its first form (tests/build/editor-bundle.ts). */
export function editorFirstLoad(): LoadedResource[] {
  const page = "admin/index.html";
  return [
    { kind: "html", name: page, bytes: gzipSize(readBuilt(page)) },
    ...firstFormFiles(client).map((pathname) => ({
      kind: kindOf(pathname),
      name: pathname,
      bytes: compressedSize(pathname, readFileSync(fileForPath(pathname)!)),
    })),
  ];
}

export function inlineCssBytes(file: string): number {
  const styles = [...documentOf(file).querySelectorAll("style")].map((style) => style.textContent ?? "");
  return styles.length ? gzipSize(styles.join("")) : 0;
}

function kindOf(pathname: string): LoadedResource["kind"] {
  if (pathname.endsWith(".css")) return "css";
  if (pathname.endsWith(".js")) return "js";
  if (/\.(woff2?|ttf|otf)$/.test(pathname)) return "font";
  if (/\.(svg|png|jpe?g|webp|avif|gif|ico)$/.test(pathname)) return "image";
  return "other";
}

/** Text files travel gzipped; binary formats are already compressed. */
function compressedSize(pathname: string, content: Buffer): number {
  return /\.(css|js|svg|html|json|xml|txt|webmanifest)$/.test(pathname) ? gzipSize(content) : content.length;
}

export function sum(resources: LoadedResource[], kind?: LoadedResource["kind"]): number {
  return resources
    .filter((resource) => !kind || resource.kind === kind)
    .reduce((total, r) => total + r.bytes, 0);
}
