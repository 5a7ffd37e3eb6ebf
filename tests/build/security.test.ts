import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseHeadersFile } from "../../deploy/headers";
import { builtPages, documentOf, readBuilt } from "./built-site";

const headerPolicy = parseHeadersFile(readBuilt("_headers")).find((rule) => rule.pattern === "/*")!.headers[
  "Content-Security-Policy"
]!;

describe("Content-Security-Policy in the build", () => {
  it("allows the 404 page's inline script by its hash, and nothing inline otherwise", () => {
    const script = documentOf("404.html").querySelector("script:not([type])")!.textContent!;
    const hash = createHash("sha256").update(script).digest("base64");
    expect(headerPolicy).toContain(`'sha256-${hash}'`);
    expect(headerPolicy.match(/'sha256-/g)).toHaveLength(1);
    expect(headerPolicy).not.toMatch(/unsafe-(inline|eval)/);
    for (const page of builtPages.filter((builtPage) => builtPage.kind !== "404")) {
      const inline = documentOf(page.file).querySelectorAll(
        'script:not([src]):not([type="application/ld+json"])',
      );
      expect(inline, page.url).toHaveLength(0);
    }
  });

  it("travels in a <meta> tag in every page for hosts without headers, before anything it governs", () => {
    for (const page of builtPages) {
      const document = documentOf(page.file);
      const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
      expect(meta?.getAttribute("content"), page.url).toBe(
        headerPolicy
          .split("; ")
          .filter((directive) => !directive.startsWith("frame-ancestors"))
          .join("; "),
      );
      expect(document.head.children[1], page.url).toBe(meta);
    }
  });

  it("ships an nginx configuration with the same policy", () => {
    const nginx = readFileSync(path.resolve("build/deploy/nginx.conf"), "utf8");
    expect(nginx).toContain(`add_header Content-Security-Policy "${headerPolicy}" always;`);
  });
});
