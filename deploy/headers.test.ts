import { describe, expect, it } from "vitest";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { headersForPath, type HeaderRule } from "./headers-file.ts";
import { editorHeaders, headerRules, metaContentSecurityPolicy, securityHeaders } from "./headers.ts";

const inputs = { scriptHashes: ["sha256-abc="], styleHashes: ["sha256-css="], formActionUrls: [] };

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

// A site of a home page and a program in two languages, as the build lays it out.
const pages = ["", "/fr"].flatMap((prefix) =>
  ["/", "/programs/x/", "/programs/y/"].map((address) => ({
    address: `${prefix}${address}`,
    shape: `${prefix}${address.replace(/^\/programs\/[^/]+\//, "/programs/:slug/")}`,
  })),
);
const layout = {
  pages,
  files: ["/404.html", "/favicon.ico", "/robots.txt", "/fr/404.html"],
  folders: ["admin", "assets", "og"],
};

/** Every rule that sets a policy on the path, as Netlify's own parser reads them. */
async function policyRules(rules: HeaderRule[], pathname: string) {
  const { headers } = await parseAllHeaders({
    headersFiles: undefined,
    configHeaders: rules.map((rule) => ({ for: rule.pattern, values: rule.headers })),
    minimal: false,
  });
  return headers.filter(
    (rule): rule is Header =>
      "forRegExp" in rule && rule.forRegExp.test(pathname) && "Content-Security-Policy" in rule.values,
  );
}

describe("the header rules", () => {
  it("caches hashed assets for a year and makes pages revalidate", () => {
    const rules = headerRules(inputs, layout);
    expect(headersForPath(rules, "/assets/root-abc123.css")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(headersForPath(rules, "/programs/x")["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
    expect(headersForPath(rules, "/")["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("gives the site's policy to its pages and files, and the editor's to /admin/ only", async () => {
    const rules = headerRules(inputs, layout);
    const policy = (pathname: string) => headersForPath(rules, pathname)["Content-Security-Policy"];
    for (const pathname of [
      "/",
      "/404.html",
      "/favicon.ico",
      "/programs/x/",
      "/og/home.png",
      "/assets/a.css",
    ]) {
      expect(policy(pathname), pathname).toBe(securityHeaders(inputs)["Content-Security-Policy"]);
    }
    for (const pathname of ["/admin/", "/admin", "/admin/editor.js"]) {
      expect(policy(pathname), pathname).toBe(editorHeaders(inputs)["Content-Security-Policy"]);
      expect(
        (await policyRules(rules, pathname)).map((rule) => rule.for),
        pathname,
      ).toEqual(["/admin/*"]);
    }
    // The editor runs no code the build did not write, and reaches no origin but GitHub's.
    expect(policy("/admin/")).not.toMatch(/unsafe-eval|script-src[^;]*(https:|blob:|data:)/);
    expect(policy("/admin/")?.match(/https:\/\/[^\s;]+/g)).toEqual([
      "https://avatars.githubusercontent.com",
      "https://api.github.com",
    ]);
    expect(headersForPath(rules, "/admin/")["X-Frame-Options"]).toBe("DENY");
  });

  it("sets each address's policy by one rule, with and without its slash and as its index.html, on hosts that make the slash optional", async () => {
    const rules = headerRules(inputs, layout);
    const addresses = [
      ...pages.flatMap(({ address }) => [address, address.slice(0, -1) || "/", `${address}index.html`]),
      ...layout.files,
      "/og/home.png",
      "/admin/config.yml",
    ];
    for (const address of addresses) {
      expect((await policyRules(rules, address)).length, address).toBe(1);
    }
    // Cloudflare keeps only the last rule of a pattern written twice.
    const patterns = rules.map((rule) => rule.pattern);
    expect(patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index)).toEqual([]);
    expect(headersForPath(rules, "/assets/a.css")).toMatchObject({
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": securityHeaders(inputs)["Content-Security-Policy"],
    });
    // A folder's index.html that a kind of page below reads as one of its own gets no rule of its own.
    expect(rules.map((rule) => rule.pattern)).toContain("/fr/programs/:slug/index.html");
    expect(rules.map((rule) => rule.pattern)).not.toContain("/:page");
  });

  it("let an application form post to its service on the form's page alone, in each language, under one policy per path", async () => {
    const service = "https://api.web3forms.com/submit";
    const formPaths = ["/programs/x/apply/", "/fr/programs/x/apply/"];
    const formInputs = {
      ...inputs,
      formPages: formPaths.map((path) => ({ path, formActionUrls: [service] })),
    };
    const formLayout = {
      ...layout,
      pages: [
        ...pages,
        ...formPaths.map((address) => ({ address, shape: address.replace("/x/", "/:slug/") })),
        ...formPaths.map((address) => ({
          address: `${address}thanks/`,
          shape: `${address.replace("/x/", "/:slug/")}thanks/`,
        })),
      ],
    };
    const rules = headerRules(formInputs, formLayout);
    for (const pathname of [...formPaths, "/programs/x/apply", "/programs/x/apply/index.html"]) {
      const setting = await policyRules(rules, pathname);
      expect(setting, pathname).toHaveLength(1);
      expect(setting[0]!.values["Content-Security-Policy"], pathname).toContain(
        "form-action 'self' https://api.web3forms.com;",
      );
    }
    for (const pathname of [
      "/",
      "/fr/",
      "/fr",
      "/programs/x/",
      "/programs/x/apply/thanks/",
      "/fr/programs/x/",
      "/fr/programs/x/apply/thanks/",
      "/fr/404.html",
      "/og/home.png",
    ]) {
      const setting = await policyRules(rules, pathname);
      expect(
        setting.map((rule) => rule.values["Content-Security-Policy"]),
        pathname,
      ).toEqual([securityHeaders(inputs)["Content-Security-Policy"]]);
    }
  });

  it("gives each form its own rule when forms post to different services", () => {
    const formPages = [
      { path: "/programs/x/apply/", formActionUrls: ["https://api.web3forms.com/submit"] },
      { path: "/programs/y/apply/", formActionUrls: ["https://formspree.io/f/abc"] },
    ];
    const rules = headerRules(
      { ...inputs, formPages },
      {
        ...layout,
        pages: formPages.map(({ path }) => ({ address: path, shape: "/programs/:slug/apply/" })),
      },
    );
    const policy = (pathname: string) => headersForPath(rules, pathname)["Content-Security-Policy"];
    expect(policy("/programs/x/apply/")).toContain("form-action 'self' https://api.web3forms.com;");
    expect(policy("/programs/y/apply/index.html")).toContain("form-action 'self' https://formspree.io;");
    expect(rules.map((rule) => rule.pattern)).not.toContain("/programs/:slug/apply/");
  });

  it("gives a site's one form its page's rule where a kind's rule reads its thank-you page already", async () => {
    // One form of its own (/contact/), as the first a volunteer adds: its thank-you page is the
    // only one at the top, so "/:slug/thanks/" is their rule, and "/contact/*" would be a second.
    const service = "https://api.web3forms.com/submit";
    // A form of its own shares its policy with its thank-you page (app/lib/form-posting.ts).
    const formInputs = {
      ...inputs,
      formPages: ["/contact/", "/contact/thanks/"].map((path) => ({ path, formActionUrls: [service] })),
    };
    const formLayout = {
      ...layout,
      pages: [
        ...pages,
        { address: "/contact/", shape: "/:slug/" },
        { address: "/contact/thanks/", shape: "/:slug/thanks/" },
      ],
    };
    const rules = headerRules(formInputs, formLayout);
    for (const address of ["/contact/", "/contact", "/contact/index.html", "/contact/thanks/"]) {
      expect((await policyRules(rules, address)).length, address).toBe(1);
    }
    expect(headersForPath(rules, "/contact/")["Content-Security-Policy"]).toContain(
      "form-action 'self' https://api.web3forms.com;",
    );
  });
});
