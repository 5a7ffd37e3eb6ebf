// The shipped nginx configuration, proven on a real nginx: statuses, headers, caching,
// hostile requests, unknown host names, CSP in Chromium and the HTTP Observatory grade; then
// issue 11's requests and a load run on nginx and on `npm start`'s server side by side.
// Needs a build (npm run build), nginx and openssl. Usage: npm run test:deploy
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { headersForPath, parseHeadersFile } from "#deploy/headers.ts";
import { visitInChromium } from "./deploy-test/browser-visit.ts";
import { describeServerComparison } from "./deploy-test/compare-servers.ts";
import { rawRequest } from "./deploy-test/https-request.ts";
import { exchange } from "./deploy-test/raw-exchange.ts";
import { startNginx, testHost, type RunningNginx } from "./deploy-test/nginx-server.ts";
import { gradeWithObservatory } from "./deploy-test/observatory.ts";
import { listFiles } from "./postbuild/site-files.ts";
import { programAddress } from "./deploy-test/program-page.ts";

const build = path.resolve("build");
if (!existsSync(path.join(build, "deploy", "nginx.conf"))) {
  console.error("build/deploy/nginx.conf is missing: run `npm run build` first.");
  process.exit(1);
}
// Stop by ourselves whatever happens.
setTimeout(() => {
  console.error("test:deploy took longer than 6 minutes; stopping.");
  process.exit(1);
}, 360_000).unref();

const pages = ["/", programAddress];
const expected = parseHeadersFile(readFileSync(path.join(build, "client", "_headers"), "utf8"));
// The headers a page gets, its policy included (the caching is checked on its own).
const securityHeaderNames = Object.keys(headersForPath(expected, "/")).filter(
  (name) => name !== "Cache-Control",
);
const assetFile = (await listFiles(path.join(build, "client", "assets"))).find((file) =>
  file.endsWith(".css"),
)!;

let nginx: RunningNginx;
const get = (rawPath: string, method = "GET", headers: Record<string, string> = {}) =>
  rawRequest({ port: nginx.httpsPort, caFile: nginx.caFile, tls: true }, method, rawPath, headers);

function assertHeaders(
  response: { headers: Record<string, string | string[] | undefined> },
  pathname: string,
  label: string,
) {
  for (const [name, value] of Object.entries(headersForPath(expected, pathname))) {
    if (name === "Cache-Control" || securityHeaderNames.includes(name)) {
      assert.equal(response.headers[name.toLowerCase()], value, `${label}: ${name}`);
    }
  }
}

describe("the shipped nginx configuration", () => {
  before(async () => {
    nginx = await startNginx(build);
  });
  after(() => nginx?.stop());

  it("serves every page with and without a trailing slash, with all headers", async () => {
    for (const page of pages) {
      for (const variant of new Set([page, page.endsWith("/") ? page : `${page}/`])) {
        const response = await get(variant);
        assert.equal(response.status, 200, variant);
        assert.match(response.body, /<h1/, variant);
        assertHeaders(response, variant, variant);
        assert.equal(response.headers["cache-control"], "public, max-age=0, must-revalidate");
      }
    }
    const home = await get("/");
    console.log("Headers served by nginx for /:");
    for (const [name, value] of Object.entries(home.headers)) console.log(`  ${name}: ${value}`);
  });

  it("answers unknown, nested and wrong-case paths with the 404 page and status 404", async () => {
    for (const missing of [
      "/no-such-page",
      "/programs/unknown",
      "/a/b/c/d",
      "/Programs/Digital-Bridge-Gambia",
      "/404.html",
      "/_headers",
    ]) {
      const response = await get(missing);
      assert.equal(response.status, 404, missing);
      assert.match(response.body, /Oops! Page not found/, missing);
      assertHeaders(response, "/404.html", missing);
    }
  });

  it("caches hashed assets for a year, gzips text and lists no directory", async () => {
    const asset = await get(`/assets/${assetFile}`, "GET", { "accept-encoding": "gzip" });
    assert.equal(asset.status, 200);
    assert.equal(asset.headers["cache-control"], "public, max-age=31536000, immutable");
    assert.equal(asset.headers["content-encoding"], "gzip");
    assertHeaders(asset, `/assets/${assetFile}`, "asset");
    const page = await get("/", "GET", { "accept-encoding": "gzip" });
    assert.equal(page.headers["content-encoding"], "gzip");
    for (const folder of ["/assets/", "/assets", "/programs/", "/og/"]) {
      const listing = await get(folder);
      assert.equal(listing.status, 404, folder);
      assert.doesNotMatch(listing.body, /Index of/, folder);
    }
  });

  it("publishes no source maps and no server bundle", async () => {
    const files = await listFiles(path.join(build, "client"));
    assert.deepEqual(
      files.filter((file) => file.endsWith(".map") || file.startsWith("server/")),
      [],
    );
    for (const probe of [`/assets/${assetFile}.map`, "/server/index.js", "/build/server/index.js"]) {
      assert.equal((await get(probe)).status, 404, probe);
    }
  });

  it("answers malformed and hostile requests with a 4xx, never a 5xx or a file outside the site", async () => {
    const hostile: Array<[string, string]> = [
      ["GET", "/%"],
      ["GET", "/..%2f..%2fetc/passwd"],
      ["GET", "/../../etc/passwd"],
      ["GET", "/%2e%2e/%2e%2e/etc/passwd"],
      ["GET", `/${"a".repeat(5000)}`],
      ["GET", `/?q=${"a".repeat(100 * 1024)}`],
      ["POST", "/"],
      ["OPTIONS", "/"],
      ["DELETE", programAddress],
    ];
    for (const [method, rawPath] of hostile) {
      const response = await get(rawPath, method);
      const label = `${method} ${rawPath.slice(0, 40)}`;
      assert.ok(response.status >= 400 && response.status < 500, `${label} answered ${response.status}`);
      assert.doesNotMatch(response.body, /root:.*:0:0:/, label);
    }
    for (const method of ["POST", "OPTIONS", "PUT"]) {
      const response = await get("/", method);
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.allow, "GET, HEAD", `${method}: Allow`);
      assertHeaders(response, "/", `${method} /`);
    }
    for (const hidden of ["/.git/config", "/.env", "/_headers/"]) {
      assert.equal((await get(hidden)).status, 404, hidden);
    }
  });

  it("answers HEAD like GET, without the body", async () => {
    const [head, full] = [await get("/", "HEAD"), await get("/")];
    assert.equal(head.status, 200);
    assert.equal(head.body, "");
    for (const name of [...securityHeaderNames, "Cache-Control", "Content-Type", "Content-Length"]) {
      assert.equal(head.headers[name.toLowerCase()], full.headers[name.toLowerCase()], name);
    }
  });

  it("redirects plain HTTP to HTTPS", async () => {
    const response = await rawRequest({ port: nginx.httpPort, tls: false }, "GET", programAddress);
    assert.equal(response.status, 301);
    assert.equal(response.headers.location, `https://${testHost}:${nginx.httpsPort}${programAddress}`);
    // Certificate renewals are answered over plain HTTP, from certbot's folder, not redirected.
    const challenge = await rawRequest(
      { port: nginx.httpPort, tls: false },
      "GET",
      "/.well-known/acme-challenge/x",
    );
    assert.notEqual(challenge.status, 301);
  });

  it("refuses host names other than its own, whatever the Host header says", async () => {
    const plain = { port: nginx.httpPort };
    const evil = `GET ${programAddress} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`;
    assert.equal((await exchange(plain, evil)).answered, false, "no redirect to a host the client names");
    assert.equal((await exchange(plain, "GET /\r\n")).answered, false, "HTTP/0.9 has no Host");
    const secure = { port: nginx.httpsPort, caFile: nginx.caFile };
    assert.equal((await exchange(secure, evil)).answered, false, "HTTPS, another Host");
    await assert.rejects(exchange({ ...secure, servername: "evil.example" }, evil), "TLS for another name");
    // Plain HTTP sent to the HTTPS port is an error nginx makes itself: it gets the headers.
    const plainToSecure = await exchange(
      { port: nginx.httpsPort },
      "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n",
    );
    assert.equal(plainToSecure.status, 400);
    assertHeaders(plainToSecure, "/404.html", "plain HTTP to the HTTPS port");
  });

  it("shows every page in Chromium with no CSP violation and no console error", async () => {
    const base = `https://${testHost}:${nginx.httpsPort}`;
    const visits = await visitInChromium([...pages, "/no-such-page"].map((page) => `${base}${page}`));
    for (const visit of visits) {
      assert.deepEqual(visit.cspViolations, [], `${visit.url}: CSP violations`);
      // A 404 page's own status shows up as a network error line; nothing else may.
      const errors = visit.console.filter(
        (message) => message.type === "error" && !(visit.status === 404 && message.text.includes("404")),
      );
      assert.deepEqual(errors, [], `${visit.url}: console errors`);
      assert.deepEqual(visit.axeViolations, [], `${visit.url}: axe`);
    }
    const notFound = visits.at(-1)!;
    assert.equal(notFound.status, 404);
    assert.ok(
      notFound.console.some((message) => message.text.includes("/no-such-page")),
      "the 404 page's inline script ran under the policy",
    );
  });

  it("earns an A+ from the MDN HTTP Observatory with no test failed", () => {
    const scan = gradeWithObservatory(
      testHost,
      { http: nginx.httpPort, https: nginx.httpsPort },
      nginx.caFile,
    );
    console.log(
      `HTTP Observatory: grade ${scan.grade}, score ${scan.score}, ${scan.testsFailed} tests failed`,
    );
    for (const test of scan.tests)
      console.log(`  ${test.pass ? "pass" : "FAIL"} ${test.name}: ${test.result}`);
    assert.equal(scan.testsFailed, 0);
    assert.equal(scan.grade, "A+");
  });
});

describeServerComparison(build);
