// What only nginx does, or what a browser and the Observatory see; servers.test.ts sends the rest.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersForPath, parseHeadersFile } from "#deploy/headers-file.ts";
import { editorPath } from "#deploy/paths.ts";
import { listFiles } from "#scripts/postbuild/site-files.ts";
import { visitInChromium } from "./browser-visit.ts";
import { gradeWithObservatory } from "./observatory.ts";
import { exchange, get, type Exchange } from "./raw-exchange.ts";
import { siteLanguages } from "#tests/e2e/site-content.ts";
import { programAddress } from "./requests.ts";
import { startNginx, testHost, type RunningNginx } from "./servers.ts";

const client = path.resolve("build/client");
const rules = parseHeadersFile(readFileSync(path.join(client, "_headers"), "utf8"));
const stylesheet = (await listFiles(path.join(client, "assets"))).find((file) => file.endsWith(".css"))!;

let nginx: RunningNginx;
const send = (request: string) => exchange({ port: nginx.port, caFile: nginx.caFile }, request);

beforeAll(async () => {
  nginx = await startNginx("build");
});
afterAll(() => nginx?.stop());

/** `label` names the request; `pathname` is whose rules the answer must carry. */
function expectHeadersOf(answer: Exchange, pathname: string, label = pathname) {
  const expected = Object.entries(headersForPath(rules, pathname)).map(([name, value]) => [
    name.toLowerCase(),
    value,
  ]);
  expect(Object.fromEntries(expected.map(([name]) => [name, answer.headers[name!]])), label).toEqual(
    Object.fromEntries(expected),
  );
}

describe("the shipped nginx configuration", () => {
  it("sends every header the _headers rules give a page, an asset, the 404 page and a 405", async () => {
    const home = await send(get("/"));
    console.log("Headers served by nginx for /:");
    for (const [name, value] of Object.entries(home.headers)) console.log(`  ${name}: ${value}`);
    for (const page of ["/", programAddress, `${programAddress}/`]) {
      const answer = await send(get(page));
      expect(answer.body.toString(), page).toMatch(/<h1/);
      expectHeadersOf(answer, page);
      expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
    for (const missing of ["/no-such-page", "/programs/unknown", "/a/b/c/d", "/404.html"]) {
      expectHeadersOf(await send(get(missing)), "/404.html", missing);
    }
    for (const method of ["POST", "OPTIONS", "PUT"]) {
      expectHeadersOf(await send(get("/", {}, method)), "/", `${method} /`);
    }
    const asset = await send(get(`/assets/${stylesheet}`, { "Accept-Encoding": "gzip" }));
    expectHeadersOf(asset, `/assets/${stylesheet}`);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect((await send(get("/", { "Accept-Encoding": "gzip" }))).headers["content-encoding"]).toBe("gzip");
  });

  it("publishes no source maps and no server bundle", async () => {
    const files = await listFiles(client);
    expect(files.filter((file) => file.endsWith(".map") || file.startsWith("server/"))).toEqual([]);
  });

  it("redirects plain HTTP to HTTPS, but for certificate renewals", async () => {
    const plain = { port: nginx.httpPort };
    const answer = await exchange(plain, get(programAddress));
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${testHost}:${nginx.port}${programAddress}`);
    expect((await exchange(plain, get("/.well-known/acme-challenge/x"))).status).not.toBe(301);
  });

  it("refuses host names other than its own, whatever the Host header says", async () => {
    const plain = { port: nginx.httpPort };
    const evil = get(programAddress, { Host: "evil.example" });
    expect((await exchange(plain, evil)).answered, "a redirect to a host the client names").toBe(false);
    expect((await exchange(plain, "GET /\r\n")).answered, "HTTP/0.9, which has no Host").toBe(false);
    const secure = { port: nginx.port, caFile: nginx.caFile };
    expect((await exchange(secure, evil)).answered, "HTTPS, another Host").toBe(false);
    await expect(
      exchange({ ...secure, servername: "evil.example" }, evil),
      "TLS for another name",
    ).rejects.toThrow();
    // An error nginx makes itself: it carries the headers too.
    const plainToSecure = await exchange({ port: nginx.port }, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(plainToSecure.status).toBe(400);
    expectHeadersOf(plainToSecure, "/404.html", "plain HTTP to the HTTPS port");
  });

  it(
    "shows every page, and the editor's sign-in, in Chromium with no CSP violation, console error or axe violation",
    { timeout: 90_000 },
    async () => {
      const base = `https://${testHost}:${nginx.port}`;
      // Each language's pages and 404, the site's own 404 last.
      const prefixes = siteLanguages().map(({ language }) => language.prefix);
      const visits = await visitInChromium(
        [
          ...prefixes.flatMap((prefix) => [`${prefix}/`, `${prefix}${programAddress}`]),
          editorPath,
          ...prefixes.toReversed().map((prefix) => `${prefix}/no-such-page`),
        ].map((page) => `${base}${page}`),
      );
      for (const visit of visits) {
        expect(visit.cspViolations, `${visit.url}: CSP violations`).toEqual([]);
        // A 404 page's own status shows up as a network error line; nothing else may.
        const errors = visit.console.filter(
          (message) => message.type === "error" && !(visit.status === 404 && message.text.includes("404")),
        );
        expect(errors, `${visit.url}: console errors`).toEqual([]);
        expect(visit.axeViolations, `${visit.url}: axe`).toEqual([]);
      }
      for (const [index, prefix] of prefixes.toReversed().entries()) {
        const notFound = visits.at(index - prefixes.length)!;
        expect(notFound.status).toBe(404);
        expect(
          notFound.console.some((message) => message.text.includes(`${prefix}/no-such-page`)),
          `the ${prefix || "site's own"} 404 page's inline script ran under the policy`,
        ).toBe(true);
      }
    },
  );

  it("earns an A+ from the MDN HTTP Observatory with no test failed", async () => {
    const scan = await gradeWithObservatory(
      testHost,
      { http: nginx.httpPort, https: nginx.port },
      nginx.caFile,
    );
    console.log(
      `HTTP Observatory: grade ${scan.grade}, score ${scan.score}, ${scan.testsFailed} tests failed`,
    );
    for (const test of scan.tests)
      console.log(`  ${test.pass ? "pass" : "FAIL"} ${test.name}: ${test.result}`);
    expect(scan.testsFailed).toBe(0);
    expect(scan.grade).toBe("A+");
  });
});

describe("the shipped nginx configuration of a site with events and stories", () => {
  const fixture = "build/fixture";
  const fixtureRules = parseHeadersFile(readFileSync(path.join(fixture, "client", "_headers"), "utf8"));
  let withEvents: RunningNginx;
  beforeAll(async () => {
    withEvents = await startNginx(fixture);
  });
  afterAll(() => withEvents?.stop());

  it("sends an event's calendar file as iCalendar (nginx's list of types lacks it), and the feed as XML", async () => {
    const fetch = (pathname: string) =>
      exchange({ port: withEvents.port, caFile: withEvents.caFile }, get(pathname));
    for (const pathname of ["/calendar/info-session-banjul.ics", "/calendar/fr/info-session-banjul.ics"]) {
      const answer = await fetch(pathname);
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers["content-type"], pathname).toMatch(/^text\/calendar/);
      expect(answer.body.toString()).toContain("BEGIN:VEVENT");
      expect(answer.headers["content-security-policy"]).toBe(
        headersForPath(fixtureRules, pathname)["Content-Security-Policy"],
      );
    }
    const feed = await fetch("/feeds/fr/stories.xml");
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/xml/);
  });
});
