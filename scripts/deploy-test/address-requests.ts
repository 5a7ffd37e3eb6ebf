// Issue 11, points 5, 6, 8, 9 and 10: addresses, malformed requests and protocol versions.
// Both servers must give the same status, bar the differences each entry explains.
import assert from "node:assert/strict";
import type { Exchange } from "./raw-exchange.ts";
import { get, type MatrixRequest } from "./request-matrix.ts";
import { programAddress, programSlug } from "./program-page.ts";

const notFoundPage = (answer: Exchange) => assert.match(answer.body.toString(), /Oops! Page not found/);

export const addressRequests: MatrixRequest[] = [
  { name: "5 a malformed request line", request: () => "GARBAGE\r\n\r\n", status: 400 },
  {
    name: "5 a 20 KB header",
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
    "/assets/",
    "/404.html",
    "/_headers",
    "/.env",
    "/%FF",
  ].map((path): MatrixRequest => ({
    name: `6 ${path}`,
    request: () => get(path),
    status: 404,
    check: notFoundPage,
  })),
  {
    name: "6 the stylesheet with a slash after",
    request: (facts) => get(`${facts.css.path}/`),
    status: 404,
    check: notFoundPage,
  },
  { name: "6 /index.html%23x", request: () => get("/index.html%23x"), status: 404, check: notFoundPage },
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
  ].map((path): MatrixRequest => ({ name: `6 ${path}`, request: () => get(path), status: 200 })),
  {
    name: "the editor, under its own policy",
    request: () => get("/admin/"),
    status: 200,
    check: (answer) => {
      assert.match(String(answer.headers["content-security-policy"]), /'unsafe-eval'/);
      assert.equal(answer.headers["x-robots-tag"], "noindex, nofollow");
    },
  },
  {
    name: "the editor's address without its slash",
    request: () => get("/admin"),
    status: 301,
    check: (answer) => assert.match(String(answer.headers.location), /\/admin\/$/),
  },
  ...["/%", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%00", "/.."].map((path): MatrixRequest => ({
    name: `9 ${path}`,
    request: () => get(path),
    status: 400,
  })),
  {
    name: "9 two Host headers",
    request: () => "GET / HTTP/1.1\r\nHost: localhost\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    status: 400,
  },
  {
    name: "9 HTTP/1.1 without Host",
    request: () => "GET / HTTP/1.1\r\nConnection: close\r\n\r\n",
    status: 400,
  },
  { name: "9 a 10 KB address", request: () => get(`/${"a".repeat(10_000)}`), status: 414 },
  { name: "9 HTTP/2.0 over HTTP/1", request: () => "GET / HTTP/2.0\r\nHost: localhost\r\n\r\n", status: 505 },
  { name: "9 HTTP/3.1", request: () => "GET / HTTP/3.1\r\nHost: localhost\r\n\r\n", status: 505 },
  {
    name: "9 POST /",
    request: () => get("/", {}, "POST"),
    status: 405,
    check: (answer) => assert.equal(answer.headers.allow, "GET, HEAD"),
  },
  {
    name: "10 HTTP/0.9",
    request: () => "GET /\r\n\r\n",
    status: {
      nginx: "closed",
      node: 505,
      why: "an HTTP/0.9 answer cannot carry headers: nginx closes, Node's parser reads it as version 0.9",
    },
  },
  {
    name: "8 an unknown Host over HTTPS",
    request: () => get("/", { Host: "evil.example" }),
    status: {
      nginx: "closed",
      node: 200,
      why: "nginx's default server refuses it; npm start serves any name",
    },
  },
];
