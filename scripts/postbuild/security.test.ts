import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes } from "./security.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external files and JSON-LD data", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"NGO"}</script>',
      '<script src="/assets/x.js"></script>',
      '<script>console.warn("404 Not Found:",location.pathname)</script>',
      '<script type="module">import "/a.js";</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha('console.warn("404 Not Found:",location.pathname)'),
      sha('import "/a.js";'),
    ]);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes each inline <style> element", () => {
    expect(inlineStyleHashes("<head><style>body{margin:0}</style></head><style>p{}</style>")).toEqual([
      sha("body{margin:0}"),
      sha("p{}"),
    ]);
  });
});
