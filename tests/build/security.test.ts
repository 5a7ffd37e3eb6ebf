import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headersForPath, parseHeadersFile } from "#deploy/headers-file.ts";
import { build, builtPages, documentOf, readBuilt } from "./built-site.ts";

const rules = parseHeadersFile(readBuilt("_headers"));
const headerPolicy = headersForPath(rules, "/")["Content-Security-Policy"]!;

describe("Content-Security-Policy in the build", () => {
  it("allows the 404 page's inline script by its hash, and nothing inline otherwise", () => {
    const script = documentOf("404.html").querySelector("script:not([type])")!.textContent!;
    const hash = createHash("sha256").update(script).digest("base64");
    const scriptSources = headerPolicy.split("; ").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSources).toContain(`'sha256-${hash}'`);
    expect(scriptSources.match(/'sha256-/g)).toHaveLength(1);
    expect(headerPolicy).not.toMatch(/unsafe-(inline|eval)/);
    for (const page of builtPages.filter((builtPage) => builtPage.kind !== "not-found")) {
      const inline = documentOf(page.file).querySelectorAll(
        'script:not([src]):not([type="application/ld+json"])',
      );
      expect(inline, page.url).toHaveLength(0);
    }
  });

  it("allows each page's inline <style> by its hash, and no other inline style", () => {
    const styleSources = headerPolicy.split("; ").find((directive) => directive.startsWith("style-src"))!;
    const pageHashes = builtPages.map((page) => {
      const css = documentOf(page.file).querySelector("style")!.textContent!;
      return `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
    });
    expect(styleSources.startsWith("style-src 'self' ")).toBe(true);
    expect(styleSources.split(" ").slice(2).sort()).toEqual([...new Set(pageHashes)].sort());
  });

  it("travels in a <meta> tag in every page for hosts without headers, before anything it governs, naming that page's own inline code", () => {
    const hashOf = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    for (const page of builtPages) {
      // A form page's policy lets it post to the form's service; every other page's is the site's.
      const pagePolicy = headersForPath(rules, page.url)["Content-Security-Policy"]!;
      const document = documentOf(page.file);
      const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
      const own = (selector: string) =>
        [...document.querySelectorAll(selector)].map((node) => hashOf(node.textContent!));
      const scripts = own('script:not([src]):not([type="application/ld+json"])');
      const styles = own("style");
      expect(meta?.getAttribute("content"), page.url).toBe(
        pagePolicy
          .split("; ")
          .filter((directive) => !directive.startsWith("frame-ancestors"))
          .map((directive) => {
            if (directive.startsWith("script-src")) return ["script-src 'self'", ...scripts].join(" ");
            if (directive.startsWith("style-src")) return ["style-src 'self'", ...styles].join(" ");
            return directive;
          })
          .join("; "),
      );
      expect(document.head.children[1], page.url).toBe(meta);
    }
  });

  it("gives every file and page of the site that policy, each path one policy only", () => {
    for (const pathname of [
      "/",
      "/404.html",
      "/no-such-page",
      "/favicon.ico",
      "/assets/x.css",
      "/programs/x/",
    ]) {
      expect(headersForPath(rules, pathname)["Content-Security-Policy"], pathname).toBe(headerPolicy);
    }
    const policiesOn = (pathname: string) =>
      rules.filter((rule) => headersForPath([rule], pathname)["Content-Security-Policy"]).length;
    for (const pathname of ["/", "/programs/x/", "/admin/", "/admin/config.yml"])
      expect(policiesOn(pathname)).toBe(1);
  });

  it("ships an nginx configuration with the same policy", () => {
    const nginx = readFileSync(path.join(build, "deploy/nginx.conf"), "utf8");
    expect(nginx).toContain(`add_header Content-Security-Policy "${headerPolicy}" always;`);
  });
});
