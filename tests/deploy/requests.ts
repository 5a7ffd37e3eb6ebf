import { expect } from "vitest";
import { gunzipSync } from "node:zlib";
import { siteLanguages } from "#tests/e2e/site-content.ts";
import { get, type Exchange } from "./raw-exchange.ts";

const [program] = siteLanguages()[0]!.programPages;
if (!program) throw new Error("The content has no program with a page to test the servers with.");
const programSlug = program.slug;
/** Without its final slash, which the servers must accept too. */
export const programAddress = `/programs/${program.slug}`;

export interface Facts {
  css: { path: string; bytes: Buffer; gzipped: Buffer };
  home: { bytes: Buffer; gzipped: Buffer };
  etag: (path: string, encoding?: "gzip") => string;
  lastModified: (path: string) => string;
}

type Outcome = number | "closed";

interface ServerRequest {
  name: string;
  request: (facts: Facts) => string;
  /** The status both give, or each one's with the reason they differ. */
  status: number | { nginx: Outcome; node: Outcome; why: string };
  check?: (answer: Exchange, facts: Facts) => void;
}

const notFoundPage = (answer: Exchange) => expect(answer.body.toString()).toMatch(/Oops! Page not found/);
const empty = (answer: Exchange) => expect(answer.body.length).toBe(0);
const methodNotAllowed = (answer: Exchange) => expect(answer.headers.allow).toBe("GET, HEAD");
const css =
  (headers: Record<string, string>, method = "GET") =>
  (facts: Facts) =>
    get(facts.css.path, headers, method);
const gzip = { "Accept-Encoding": "gzip" };

function gzipped(file: (facts: Facts) => { bytes: Buffer; gzipped: Buffer }, method = "GET") {
  return (answer: Exchange, facts: Facts) => {
    const { bytes, gzipped } = file(facts);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-length"]).toBe(String(gzipped.length));
    if (method === "GET") expect(gunzipSync(answer.body).equals(bytes)).toBe(true);
    else empty(answer);
  };
}

const notGzipped = (answer: Exchange) => {
  expect(answer.headers["content-encoding"]).toBeUndefined();
  expect(answer.body.toString()).toMatch(/<h1/);
};

function partial(from: number, to: number) {
  return (answer: Exchange, { css: file }: Facts) => {
    const size = file.bytes.length;
    const [first, last] = [from < 0 ? size + from : from, to < 0 ? size + to : to];
    expect(answer.headers["content-range"]).toBe(`bytes ${first}-${last}/${size}`);
    expect(answer.body.equals(file.bytes.subarray(first, last + 1))).toBe(true);
  };
}

function wholeStylesheet(answer: Exchange, facts: Facts) {
  expect(answer.headers["content-range"]).toBeUndefined();
  const body = answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body;
  expect(body.equals(facts.css.bytes)).toBe(true);
}

function unsatisfiable(answer: Exchange) {
  expect(answer.headers["content-range"]).toMatch(/^bytes \*\/\d+$/);
  expect(answer.body.toString()).not.toMatch(/tailwindcss/);
}

const notFound = (name: string, path: (facts: Facts) => string): ServerRequest => ({
  name,
  request: (facts) => get(path(facts)),
  status: 404,
  check: notFoundPage,
});

/** Each translation's pages, and its own 404 page for what it does not have. */
const translationRequests = siteLanguages()
  .filter(({ language }) => language.prefix)
  .flatMap(({ language: { prefix, code }, notFound: words }): ServerRequest[] => {
    const ownNotFound = (answer: Exchange) => {
      const page = answer.body.toString();
      expect(page).toContain(`<html lang="${code}">`);
      expect(page).toContain(words.heading);
    };
    return [
      ...[
        `${prefix}/no-such-page`,
        `${prefix}/programs/unknown`,
        `${prefix}/a/b/c`,
        `${prefix}/404.html`,
      ].map((path): ServerRequest => ({
        name: path,
        request: () => get(path),
        status: 404,
        check: ownNotFound,
      })),
      {
        name: `${prefix}/no-such-page with gzip`,
        request: () => get(`${prefix}/no-such-page`, gzip),
        status: 404,
        check: (answer) => ownNotFound({ ...answer, body: gunzipSync(answer.body) }),
      },
      ...[`${prefix}/`, prefix, `${prefix}${programAddress}`, `${prefix}/site.webmanifest`].map(
        (path): ServerRequest => ({ name: path, request: () => get(path), status: 200 }),
      ),
    ];
  });

export const serverRequests: ServerRequest[] = [
  ...translationRequests,
  { name: "a malformed request line", request: () => "GARBAGE\r\n\r\n", status: 400 },
  {
    name: "a 20 KB header",
    request: () => get("/", { "X-Padding": "a".repeat(20_000) }),
    status: {
      nginx: 400,
      node: 431,
      why: "nginx says 400 for its 494 (header too large); Node names it 431",
    },
  },
  ...[
    "/index.html/",
    "/index",
    "/index/",
    "/programs/",
    "/programs/unknown",
    programAddress.toUpperCase(),
    "/no-such-page",
    "/a/b/c/d",
    "/assets/",
    "/assets",
    "/og/",
    "/404.html",
    "/_headers",
    "/_headers/",
    "/_redirects",
    "/.env",
    "/.git/config",
    "/server/index.js",
    "/build/server/index.js",
    "/%FF",
    "/index.html%23x",
    "/index.html.gz",
  ].map((path) => notFound(path, () => path)),
  notFound("the stylesheet's gzipped copy", (facts) => `${facts.css.path}.gz`),
  notFound("a 5 KB address", () => `/${"a".repeat(5000)}`),
  notFound("the stylesheet with a slash after", (facts) => `${facts.css.path}/`),
  notFound("the stylesheet's source map", (facts) => `${facts.css.path}.map`),
  ...[
    "/",
    "/index.html",
    programAddress,
    `${programAddress}/`,
    "//index.html",
    "/programs/%2e%2e/index.html",
    `/programs%2F${programSlug}`,
    "/index.html?q=%",
    "http://localhost/index.html",
  ].map((path): ServerRequest => ({ name: path, request: () => get(path), status: 200 })),
  {
    name: "HEAD /",
    request: () => get("/", {}, "HEAD"),
    status: 200,
    check: (answer) => {
      empty(answer);
      expect(Number(answer.headers["content-length"])).toBeGreaterThan(0);
    },
  },
  { name: "HEAD / without gzip", request: () => get("/", {}, "HEAD"), status: 200, check: empty },
  { name: "/ with gzip", request: () => get("/", gzip), status: 200, check: gzipped((facts) => facts.home) },
  {
    name: "HEAD / with gzip",
    request: () => get("/", gzip, "HEAD"),
    status: 200,
    check: gzipped((facts) => facts.home, "HEAD"),
  },
  {
    name: "a missing page with gzip",
    request: () => get("/no-such-page", gzip),
    status: 404,
    check: (answer) => expect(answer.headers["content-encoding"]).toBe("gzip"),
  },
  {
    name: "HEAD of a missing page with gzip",
    request: () => get("/no-such-page", gzip, "HEAD"),
    status: 404,
    check: (answer) => expect(answer.headers["content-encoding"]).toBe("gzip"),
  },
  {
    name: "an address nginx refuses, with gzip",
    request: () => get("/%00", gzip),
    status: 400,
    check: (answer) => expect(answer.headers["content-encoding"]).toBeUndefined(),
  },
  {
    name: "HTTP/1.0 with gzip",
    request: () => "GET / HTTP/1.0\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n",
    status: 200,
    check: notGzipped,
  },
  {
    name: "gzip through a proxy",
    request: () => get("/", { ...gzip, Via: "1.1 proxy" }),
    status: 200,
    check: notGzipped,
  },
  {
    name: "gzip at q=0",
    request: () => get("/", { "Accept-Encoding": "gzip;q=0" }),
    status: 200,
    check: notGzipped,
  },
  {
    name: "Accept-Encoding: *",
    request: () => get("/", { "Accept-Encoding": "*" }),
    status: 200,
    check: notGzipped,
  },
  {
    name: "the editor, under its own policy",
    request: () => get("/admin/"),
    status: 200,
    check: (answer) => {
      expect(answer.headers["content-security-policy"]).toMatch(
        /connect-src 'self' data: https:\/\/api\.github\.com;/,
      );
      expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
    },
  },
  {
    name: "the editor's address without its slash",
    request: () => get("/admin"),
    status: 301,
    check: (answer) => expect(answer.headers.location).toMatch(/\/admin\/$/),
  },
  ...["/%", "/../../etc/passwd", "/..%2f..%2fetc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%00", "/.."].map(
    (path): ServerRequest => ({ name: path, request: () => get(path), status: 400 }),
  ),
  {
    name: "two Host headers",
    request: () => "GET / HTTP/1.1\r\nHost: localhost\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    status: 400,
  },
  {
    name: "HTTP/1.1 without Host",
    request: () => "GET / HTTP/1.1\r\nConnection: close\r\n\r\n",
    status: 400,
  },
  { name: "a 10 KB address", request: () => get(`/${"a".repeat(10_000)}`), status: 414 },
  {
    name: "a 100 KB query",
    request: () => get(`/?q=${"a".repeat(100 * 1024)}`),
    status: {
      nginx: 414,
      node: 431,
      why: "Node's parser counts the request line in its 16 KB limit on headers and names it 431",
    },
  },
  { name: "HTTP/2.0 over HTTP/1", request: () => "GET / HTTP/2.0\r\nHost: localhost\r\n\r\n", status: 505 },
  { name: "HTTP/3.1", request: () => "GET / HTTP/3.1\r\nHost: localhost\r\n\r\n", status: 505 },
  ...[
    ["POST", "/"],
    ["PUT", "/"],
    ["OPTIONS", "/"],
    ["DELETE", programAddress],
  ].map(([method, path]): ServerRequest => ({
    name: `${method} ${path}`,
    request: () => get(path!, {}, method),
    status: 405,
    check: methodNotAllowed,
  })),
  {
    name: "HTTP/0.9",
    request: () => "GET /\r\n\r\n",
    status: {
      nginx: "closed",
      node: 505,
      why: "an HTTP/0.9 answer cannot carry headers: nginx closes, Node's parser reads it as version 0.9",
    },
  },
  {
    name: "an unknown Host over HTTPS",
    request: () => get("/", { Host: "evil.example" }),
    status: {
      nginx: "closed",
      node: 200,
      why: "nginx's default server refuses it; npm start serves any name",
    },
  },
  {
    name: "Range bytes=100-50 on the stylesheet",
    request: css({ Range: "bytes=100-50" }),
    status: 416,
    check: unsatisfiable,
  },
  {
    name: "HEAD / with Range bytes=100-50",
    request: () => get("/", { Range: "bytes=100-50" }, "HEAD"),
    status: 416,
    check: empty,
  },
  {
    name: "the last 100 bytes",
    request: css({ Range: "bytes=-100" }),
    status: 206,
    check: partial(-100, -1),
  },
  { name: "the first byte", request: css({ Range: "bytes=0-0" }), status: 206, check: partial(0, 0) },
  { name: "the first 100 bytes", request: css({ Range: "bytes=0-99" }), status: 206, check: partial(0, 99) },
  {
    name: "a range that does not parse",
    request: css({ Range: "bytes=abc" }),
    status: 416,
    check: unsatisfiable,
  },
  {
    name: "a unit other than bytes",
    request: css({ Range: "items=0-5" }),
    status: 200,
    check: wholeStylesheet,
  },
  { name: "two ranges", request: css({ Range: "bytes=0-9,20-29" }), status: 200, check: wholeStylesheet },
  {
    name: "a range with gzip: the whole copy",
    request: css({ ...gzip, Range: "bytes=0-99" }),
    status: 200,
    check: (answer, facts) => {
      wholeStylesheet(answer, facts);
      expect(answer.body.equals(facts.css.gzipped)).toBe(true);
    },
  },
  {
    name: "HEAD with gzip and Range bytes=100-50",
    request: css({ ...gzip, Range: "bytes=100-50" }, "HEAD"),
    status: 200,
    check: gzipped((facts) => facts.css, "HEAD"),
  },
  {
    name: "a range If-Range the current ETag",
    request: (facts) => get(facts.css.path, { Range: "bytes=0-9", "If-Range": facts.etag(facts.css.path) }),
    status: 206,
    check: partial(0, 9),
  },
  {
    name: "a range If-Range an old ETag",
    request: css({ Range: "bytes=0-9", "If-Range": '"old"' }),
    status: 200,
    check: wholeStylesheet,
  },
  {
    name: "If-None-Match the current ETag",
    request: (facts) => get(facts.css.path, { "If-None-Match": facts.etag(facts.css.path) }),
    status: 304,
    check: empty,
  },
  {
    name: "If-None-Match the gzipped ETag, with gzip",
    request: (facts) => get(facts.css.path, { ...gzip, "If-None-Match": facts.etag(facts.css.path, "gzip") }),
    status: 304,
    check: empty,
  },
  {
    name: "If-None-Match the plain ETag, with gzip",
    request: (facts) => get(facts.css.path, { ...gzip, "If-None-Match": facts.etag(facts.css.path) }),
    status: 200,
    check: gzipped((facts) => facts.css),
  },
  { name: "If-None-Match: *", request: () => get("/", { "If-None-Match": "*" }), status: 304, check: empty },
  {
    name: "If-None-Match another ETag",
    request: () => get("/", { "If-None-Match": '"other"' }),
    status: 200,
  },
  {
    name: "If-Modified-Since the Last-Modified",
    request: (facts) => get("/", { "If-Modified-Since": facts.lastModified("/") }),
    status: 304,
    check: empty,
  },
  {
    name: "If-Modified-Since a later date",
    request: () => get("/", { "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" }),
    status: 304,
    check: empty,
  },
  {
    name: "If-Modified-Since an earlier date",
    request: () => get("/", { "If-Modified-Since": "Mon, 01 Jan 1990 00:00:00 GMT" }),
    status: 200,
  },
  { name: "If-Match another ETag", request: () => get("/", { "If-Match": '"other"' }), status: 412 },
  {
    name: "If-Unmodified-Since an earlier date",
    request: () => get("/", { "If-Unmodified-Since": "Mon, 01 Jan 1990 00:00:00 GMT" }),
    status: 412,
  },
];
