import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { loadContent, loadLanguages } from "#app/schema/load.server.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { pathIn } from "#app/lib/languages.ts";
import { allProgramsPath, allProgramsShareKey, pagePaths, programPath } from "#app/lib/program-paths.ts";
import { firstFormFiles } from "./editor-bundle.ts";

export const client = path.resolve("build/client");
export const content = loadContent();
/** Every language of the site with its content, its own first. */
export const languages = loadLanguages();

if (!existsSync(path.join(client, "index.html"))) {
  throw new Error("build/client/index.html is missing: run `npm run build` first.");
}

export interface BuiltPage {
  kind: "home" | "all-programs" | "program" | "404";
  /** The page as the site's own language addresses it: the same page in every language. */
  path: string;
  url: string;
  file: string;
  language: PageLanguage;
  /** The share image's key, for pages that have one. */
  key?: string;
}

/** Every page the build makes, in every language. */
export const builtPages: BuiltPage[] = languages.flatMap(({ language }) => {
  const at = (pagePath: string) => pathIn(language, pagePath);
  const programBySlug = new Map(content.programs.map((program) => [programPath(program.slug), program.slug]));
  return [
    ...pagePaths(content).map((pagePath) => {
      const slug = programBySlug.get(pagePath);
      const kind: BuiltPage["kind"] = slug
        ? "program"
        : pagePath === allProgramsPath
          ? "all-programs"
          : "home";
      return {
        kind,
        path: pagePath,
        url: at(pagePath),
        file: `${at(pagePath).slice(1)}index.html`,
        language,
        key: slug ?? (kind === "home" ? "home" : allProgramsShareKey),
      };
    }),
    { kind: "404" as const, path: "/404", url: at("/404"), file: `${at("/404.html").slice(1)}`, language },
  ];
});

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
  const urls = new Set<string>();
  for (const element of document.querySelectorAll(
    'link[rel="stylesheet"], link[rel="modulepreload"], link[rel="manifest"], script[src], img[src], link[rel="icon"][type="image/svg+xml"]',
  )) {
    urls.add(element.getAttribute("href") ?? element.getAttribute("src") ?? "");
  }
  for (const url of urls) {
    const pathname = sitePath(url);
    if (!pathname) continue;
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
