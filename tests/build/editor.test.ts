import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { editorContentSecurityPolicy } from "#deploy/headers.ts";
import { headersForPath, parseHeadersFile } from "#deploy/headers-file.ts";
import { inlineScriptHashes } from "#scripts/postbuild/security.ts";
import { editorChoices, editorConfig, pageChoices } from "#editor/config.ts";
import { contentShapes } from "#editor/widgets.ts";
import { contentShapesId, sitePagesFile } from "#editor/names.ts";
import { sitePages } from "#app/lib/site-map.ts";
import { builtPages, client, content, documentOf, readBuilt } from "./built-site.ts";

const editorPage = documentOf("admin/index.html");
// The 404 page answers unknown /admin/ paths too, and logs them with its inline script.
const notFoundScriptHashes = inlineScriptHashes(readBuilt("404.html"));

describe("the content editor at /admin/", () => {
  it("is in the build: Sveltia CMS with the site's checks in one module, a configuration and the files' shapes made from the schema", () => {
    const scripts = [...editorPage.querySelectorAll("script[src]")];
    expect(scripts.map((script) => [script.getAttribute("type"), script.getAttribute("src")])).toEqual([
      ["module", "/admin/editor.js"],
    ]);
    expect(existsSync(path.join(client, "admin/editor.js"))).toBe(true);
    expect(editorPage.querySelector('link[rel="cms-config-url"]')?.getAttribute("href")).toBe(
      "/admin/config.yml",
    );
    expect(parse(readBuilt("admin/config.yml"))).toEqual(
      editorConfig({
        siteUrl: content.site.siteUrl,
        siteName: content.site.name,
        languages: { own: content.site.language, translations: content.site.translations },
        choices: editorChoices(content.site.countriesServed, content.allPrograms.online, sitePages(content)),
      }),
    );
    expect(JSON.parse(editorPage.getElementById(contentShapesId)?.textContent ?? "")).toEqual(
      contentShapes(),
    );
    // The pages a button may lead to, read again after each save (editor/site-pages.ts).
    expect(JSON.parse(readBuilt(`admin/${sitePagesFile}`))).toEqual(pageChoices(sitePages(content)));
  });

  it("brings its fonts as files, declared from nowhere else", () => {
    expect(readBuilt("admin/editor.js")).not.toContain("https://cdn.jsdelivr.net/");
    expect(
      readdirSync(path.join(client, "admin/assets")).filter((name) => name.endsWith(".woff2")),
    ).toHaveLength(3);
  });

  it("loads nothing from another origin", () => {
    const html = readBuilt("admin/index.html");
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it("asks search engines to leave it out, and is neither in the sitemap nor linked from the pages", () => {
    expect(editorPage.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
      "noindex, nofollow",
    );
    expect(readBuilt("sitemap.xml")).not.toContain("/admin");
    for (const page of builtPages) expect(readBuilt(page.file), page.url).not.toContain("/admin");
  });

  it("has its own policy, in its headers and in the page, and it reaches no other path", () => {
    const rules = parseHeadersFile(readBuilt("_headers"));
    const policy = editorContentSecurityPolicy({ scriptHashes: notFoundScriptHashes }).join("; ");
    expect(headersForPath(rules, "/admin/")).toMatchObject({
      "Content-Security-Policy": policy,
      "X-Robots-Tag": "noindex, nofollow",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    });
    expect(headersForPath(rules, "/")["Content-Security-Policy"]).not.toMatch(/unsafe/);
    const meta = editorPage
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute("content");
    expect(meta).toBe(policy.replace("; frame-ancestors 'none'", ""));
    expect(readFileSync(path.resolve("build/deploy/nginx.conf"), "utf8")).toContain(
      `add_header Content-Security-Policy "${policy}" always;`,
    );
  });
});
