// @vitest-environment node
import { mkdtempSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerRules } from "#deploy/headers.ts";
import { renderHeadersFile } from "#deploy/headers-file.ts";
import { exchange, get as request } from "#tests/deploy/raw-exchange.ts";
import { createSiteServer } from "./site-server.ts";

const root = mkdtempSync(path.join(tmpdir(), "site-server-test-"));
const stylesheet = (colour: string) => `body { color: ${colour}; }\n`.repeat(40);
let server: Server;
let port: number;

const get = (target: string, headers: Record<string, string> = {}) =>
  exchange({ port }, request(target, headers));

beforeAll(async () => {
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  writeFileSync(
    path.join(root, "404.html"),
    "<!doctype html><title>Missing</title><h1>Oops! Page not found</h1>",
  );
  writeFileSync(path.join(root, "assets", "site.css"), stylesheet("navy"));
  writeFileSync(
    path.join(root, "_headers"),
    renderHeadersFile(
      headerRules(
        { scriptHashes: [], styleHashes: [], formActionUrls: [] },
        { pages: [{ address: "/", shape: "/" }], files: ["/404.html"], folders: ["assets"] },
      ),
    ),
  );
  server = createSiteServer(root, {
    headersTimeout: 500,
    requestTimeout: 1000,
    connectionsCheckingInterval: 100,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the local server", () => {
  it("answers an unsatisfiable range with 416 instead of ending the process", async () => {
    const answer = await get("/assets/site.css", { Range: "bytes=100-50" });
    expect(answer.status).toBe(416);
    expect(answer.headers["content-range"]).toBe(`bytes */${stylesheet("navy").length}`);
    expect((await get("/")).status).toBe(200);
  });

  it("serves a file and its gzipped copy rebuilt after start as they are now", async () => {
    const file = path.join(root, "assets", "site.css");
    writeFileSync(file, stylesheet("teal"));
    expect((await get("/assets/site.css")).body.toString()).toBe(stylesheet("teal"));
    expect((await get("/assets/site.css", { "Accept-Encoding": "gzip" })).headers["content-encoding"]).toBe(
      undefined,
    );
    writeFileSync(`${file}.gz`, gzipSync(stylesheet("teal")));
    const gzipped = await get("/assets/site.css", { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(stylesheet("teal"));
    expect((await get("/assets/site.css.gz")).status).toBe(404);
  });

  it("answers 404 for a file removed after start, and keeps serving", async () => {
    const file = path.join(root, "assets", "site.css");
    renameSync(file, `${file}.away`);
    const answer = await get("/assets/site.css");
    renameSync(`${file}.away`, file);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain("Oops! Page not found");
    expect((await get("/assets/site.css")).status).toBe(200);
  });

  it("gives the errors Node's parser makes the site's headers", async () => {
    const malformed = await exchange({ port }, "GARBAGE\r\n\r\n");
    const tooLarge = await get("/", { "X-Padding": "a".repeat(20_000) });
    const tooSlow = await exchange({ port }, "GET / HTTP/1.1\r\nHost: localhost\r\n");
    for (const [answer, status] of [
      [malformed, 400],
      [tooLarge, 431],
      [tooSlow, 408],
    ] as const) {
      expect(answer.status).toBe(status);
      expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
  });
});
