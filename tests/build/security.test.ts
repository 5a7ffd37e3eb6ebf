import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headersForPath, parseHeadersFile } from "#deploy/headers-file.ts";
import { parseAllHeaders, type Header, type MinimalHeader } from "@netlify/headers-parser";
import { listFiles } from "#scripts/postbuild/site-files.ts";
import { takenAddresses } from "#app/content/rules.ts";
import { build, builtPages, client, content, documentOf, languages, readBuilt } from "./built-site.ts";

const policyIn = (rule: MinimalHeader) => "Content-Security-Policy" in rule.values;

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
      // The 404 page is served as its file to every address nothing else answers.
      const address = page.kind === "not-found" ? `/${page.file}` : page.url;
      const pagePolicy = headersForPath(rules, address)["Content-Security-Policy"]!;
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

  it("gives every file and page of the site that policy, in no more rules and characters than Cloudflare reads", () => {
    // Cloudflare Pages reads 100 rules, each line of at most 2,000 characters: past that it drops
    // the header. Each kind of page has one stylesheet, in every language: one hash each.
    expect(rules.length).toBeLessThanOrEqual(100);
    const longest = Math.max(
      ...readBuilt("_headers")
        .split("\n")
        .map((line) => line.length),
    );
    expect(longest).toBeLessThanOrEqual(2000);
    for (const pathname of ["/", "/404.html", "/favicon.ico", "/assets/x.css", "/programs/x/"]) {
      expect(headersForPath(rules, pathname)["Content-Security-Policy"], pathname).toBe(headerPolicy);
    }
  });

  it("gives every address the build makes its policy from exactly one rule, as Netlify's own parser reads them", async () => {
    const netlify = await parseAllHeaders({
      headersFiles: [path.join(client, "_headers")],
      configHeaders: [],
      minimal: false,
    });
    expect(netlify.errors).toEqual([]);
    const files = (await listFiles(client)).filter((file) => !file.startsWith("_"));
    const addresses = [
      // The 404 page is its file, 404.html, below.
      ...builtPages
        .filter((page) => page.kind !== "not-found")
        .flatMap(({ url }) => [url, url.slice(0, -1) || "/", `${url}index.html`]),
      ...files.map((file) => `/${file}`),
      // A page's file by its name without .html, as hosts serve it too.
      ...files
        .filter((file) => file.endsWith(".html") && !file.endsWith("index.html"))
        .map((file) => `/${file.slice(0, -5)}`),
    ];
    for (const address of new Set(addresses)) {
      const setting = netlify.headers.filter(
        (rule): rule is Header => "forRegExp" in rule && rule.forRegExp.test(address) && policyIn(rule),
      );
      expect(
        setting.map((rule) => rule.for),
        `${address} takes its policy from one rule`,
      ).toHaveLength(1);
      // npm start and nginx read the rules as Netlify does.
      expect(headersForPath(rules, address)["Content-Security-Policy"], address).toBe(
        setting[0]!.values["Content-Security-Policy"],
      );
    }
  });

  it("keeps from forms and written pages every address at the top the site's own pages and files take", async () => {
    const folders = (await readdir(client, { withFileTypes: true })).filter((entry) => entry.isDirectory());
    const ofStaff = new Set([...content.forms, ...content.pages].map((item) => item.slug));
    const ofLanguages = new Set(languages.map(({ language }) => language.code));
    for (const { name } of folders) {
      if (ofStaff.has(name) || ofLanguages.has(name)) continue;
      expect(takenAddresses, `/${name}/ is the site's own`).toContain(name);
    }
  });

  it("ships an nginx configuration with the same policy", () => {
    const nginx = readFileSync(path.join(build, "deploy/nginx.conf"), "utf8");
    expect(nginx).toContain(`add_header Content-Security-Policy "${headerPolicy}" always;`);
  });
});
