import { describe, expect, it } from "vitest";
import { requestPath } from "./request-path.ts";

// Each expectation is what nginx 1.22 does with the same request line (npm run test:deploy
// sends the same addresses to both servers).
describe("requestPath", () => {
  it("keeps plain paths, with or without a trailing slash", () => {
    expect(requestPath("/")).toBe("/");
    expect(requestPath("/programs/digital-bridge-gambia/")).toBe("/programs/digital-bridge-gambia/");
    expect(requestPath("/index.html")).toBe("/index.html");
  });

  it("drops the query and fragment, and does not read the query's escapes", () => {
    expect(requestPath("/index.html?x=%")).toBe("/index.html");
    expect(requestPath("/index.html#top?x")).toBe("/index.html");
  });

  it("decodes escapes, including an escaped slash or dot, before resolving dots", () => {
    expect(requestPath("/%69ndex.html")).toBe("/index.html");
    expect(requestPath("/programs%2Fdigital-bridge-gambia")).toBe("/programs/digital-bridge-gambia");
    expect(requestPath("/programs/%2e%2e/index.html")).toBe("/index.html");
    expect(requestPath("/index.html%23x")).toBe("/index.html#x");
    expect(requestPath("/caf%C3%A9")).toBe("/café");
    expect(requestPath("/%FF")).toBe("/\uFFFD");
    expect(requestPath("/caf\u00c3\u00a9")).toBe("/café");
  });

  it("merges slashes and resolves dot segments, a folder keeping its slash", () => {
    expect(requestPath("//index.html")).toBe("/index.html");
    expect(requestPath("/programs//digital-bridge-gambia")).toBe("/programs/digital-bridge-gambia");
    expect(requestPath("/programs/..")).toBe("/");
    expect(requestPath("/programs/.")).toBe("/programs/");
    expect(requestPath("/programs/digital-bridge-gambia/..")).toBe("/programs/");
  });

  it("reads the path of an absolute-form target", () => {
    expect(requestPath("http://localhost/index.html")).toBe("/index.html");
    expect(requestPath("https://localhost")).toBe("/");
  });

  it("refuses what nginx answers with 400", () => {
    for (const target of [
      "/%",
      "/%zz",
      "/a%2",
      "/%00",
      "/index.html%00",
      "/..",
      "/a/../..",
      "/%2e%2e/",
      "abc",
      "*",
    ]) {
      expect(requestPath(target), target).toBeNull();
    }
  });
});
