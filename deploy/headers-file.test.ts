import { describe, expect, it } from "vitest";
import { headersForPath, parseHeadersFile, renderHeadersFile, type HeaderRule } from "./headers-file.ts";

const rules: HeaderRule[] = [
  { pattern: "/*", headers: { "X-Frame-Options": "DENY" } },
  { pattern: "/:page", headers: { "Content-Security-Policy": "default-src 'none'" } },
  { pattern: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
];

describe("the _headers file", () => {
  it("reads back as written", () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });

  it("names a line it cannot read", () => {
    expect(() => parseHeadersFile("/*\n  no separator here\n")).toThrow(
      'cannot read the line "no separator here"',
    );
  });

  it("gives a path every rule that matches, over the hosts' default caching", () => {
    expect(headersForPath(rules, "/favicon.ico")).toEqual({
      "Cache-Control": "public, max-age=0, must-revalidate",
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "default-src 'none'",
    });
    expect(headersForPath(rules, "/assets/a.css")).toEqual({
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Frame-Options": "DENY",
    });
    expect(headersForPath(rules, "/a/b")).toEqual({
      "Cache-Control": "public, max-age=0, must-revalidate",
      "X-Frame-Options": "DENY",
    });
  });

  it("reads a rule as Netlify does: a final slash optional, a folder's rule taking the folder itself", () => {
    expect(headersForPath(rules, "/admin/")["Content-Security-Policy"]).toBe("default-src 'none'");
    expect(headersForPath(rules, "/assets")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersForPath(rules, "/Assets/a.css")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });
});
