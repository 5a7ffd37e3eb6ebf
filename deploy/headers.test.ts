import { describe, expect, it } from "vitest";
import { headersForPath } from "./headers-file.ts";
import { pageShapes } from "#app/lib/site-map.ts";
import { editorHeaders, headerRules, metaContentSecurityPolicy, securityHeaders } from "./headers.ts";

const inputs = { scriptHashes: ["sha256-abc="], styleHashes: ["sha256-css="], formActionUrls: [] };
const folders = ["admin", "assets", "og", "programs"];

describe("security headers", () => {
  it("deny by default and allow only the site's own files and the hashed inline scripts", () => {
    const policy = securityHeaders(inputs)["Content-Security-Policy"];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("style-src 'self' 'sha256-css='");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
  });

  it("let the newsletter form post to its provider, and its thank-you page follow, once one is configured", () => {
    const policy = securityHeaders({
      ...inputs,
      formActionUrls: ["https://lists.example.org/subscribe?u=1", "https://thanks.example.org/welcome", ""],
    })["Content-Security-Policy"];
    expect(policy).toContain("form-action 'self' https://lists.example.org https://thanks.example.org;");
  });

  it("leave out of the <meta> policy what browsers ignore there", () => {
    expect(metaContentSecurityPolicy(inputs)).not.toContain("frame-ancestors");
    expect(metaContentSecurityPolicy(inputs)).toContain("default-src 'none'");
  });
});

describe("the header rules", () => {
  it("caches hashed assets for a year and makes pages revalidate", () => {
    const rules = headerRules(inputs, folders);
    expect(headersForPath(rules, "/assets/root-abc123.css")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(headersForPath(rules, "/programs/digital-bridge-gambia")["Cache-Control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    expect(headersForPath(rules, "/")["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("gives the site's policy to its pages and files, and the editor's to /admin/ only", () => {
    const rules = headerRules(inputs, folders);
    const policy = (pathname: string) => headersForPath(rules, pathname)["Content-Security-Policy"];
    for (const pathname of [
      "/",
      "/no-such-page",
      "/favicon.ico",
      "/programs/x/",
      "/og/home.png",
      "/assets/a.css",
    ]) {
      expect(policy(pathname), pathname).toBe(securityHeaders(inputs)["Content-Security-Policy"]);
    }
    expect(policy("/admin/")).toBe(editorHeaders(inputs)["Content-Security-Policy"]);
    expect(policy("/admin/editor.js")).toBe(editorHeaders(inputs)["Content-Security-Policy"]);
    // The editor runs no code the build did not write, and reaches no origin but GitHub's.
    expect(policy("/admin/")).not.toMatch(/unsafe-eval|script-src[^;]*(https:|blob:|data:)/);
    expect(policy("/admin/")?.match(/https:\/\/[^\s;]+/g)).toEqual([
      "https://avatars.githubusercontent.com",
      "https://api.github.com",
    ]);
    expect(headersForPath(rules, "/admin/")["X-Frame-Options"]).toBe("DENY");
    // No rule but the editor's reaches /admin/: hosts would send both policies.
    const editorRules = rules.filter((rule) => headersForPath([rule], "/admin/")["Content-Security-Policy"]);
    expect(editorRules.map((rule) => rule.pattern)).toEqual(["/admin/*"]);
  });

  it("let an application form post to its service on the form's page alone, in each language, under one policy per path", () => {
    const service = "https://api.web3forms.com/submit";
    const formInputs = {
      ...inputs,
      formPages: ["/programs/x/apply/", "/fr/programs/x/apply/"].map((path) => ({
        path,
        formActionUrls: [service],
      })),
    };
    const rules = headerRules(formInputs, [...folders, "fr"], { pageShapes, languageFolders: ["fr"] });
    const policies = (pathname: string) =>
      rules.flatMap((rule) => headersForPath([rule], pathname)["Content-Security-Policy"] ?? []);
    for (const pathname of ["/programs/x/apply/", "/fr/programs/x/apply/", "/programs/x/apply/index.html"]) {
      expect(policies(pathname), pathname).toEqual([
        expect.stringContaining("form-action 'self' https://api.web3forms.com;"),
      ]);
    }
    for (const pathname of [
      "/",
      "/fr/",
      "/fr",
      "/no-such-page",
      "/programs/",
      "/programs/x/",
      "/programs/x/apply/thanks/",
      "/fr/programs/x/",
      "/fr/programs/x/apply/thanks/",
      "/fr/404.html",
      "/og/home.png",
    ]) {
      expect(policies(pathname), pathname).toEqual([securityHeaders(inputs)["Content-Security-Policy"]]);
    }
  });
});
