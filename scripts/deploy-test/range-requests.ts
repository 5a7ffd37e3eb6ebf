// Issue 11, points 1, 3 and 4: ranges and conditional requests, on the stylesheet and the
// home page. Both servers must give the same status and the right bytes.
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import type { Exchange } from "./raw-exchange.ts";
import { get, type Facts, type MatrixRequest } from "./request-matrix.ts";

const css = (headers: Record<string, string>) => (facts: Facts) => get(facts.css.path, headers);

function partial(from: number, to: number) {
  return (answer: Exchange, { css: file }: Facts) => {
    const size = file.bytes.length;
    const [first, last] = [from < 0 ? size + from : from, to < 0 ? size + to : to];
    assert.equal(answer.headers["content-range"], `bytes ${first}-${last}/${size}`);
    assert.deepEqual(answer.body, file.bytes.subarray(first, last + 1));
  };
}

function wholeStylesheet(answer: Exchange, facts: Facts) {
  assert.equal(answer.headers["content-range"], undefined);
  const body = answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body;
  assert.deepEqual(body, facts.css.bytes);
}

function unsatisfiable(answer: Exchange) {
  assert.match(answer.headers["content-range"] ?? "", /^bytes \*\/\d+$/);
  assert.doesNotMatch(answer.body.toString(), /tailwindcss/);
}

const notModified = (answer: Exchange) => assert.equal(answer.body.length, 0);

export const rangeRequests: MatrixRequest[] = [
  {
    name: "1 Range bytes=100-50 on the stylesheet",
    request: css({ Range: "bytes=100-50" }),
    status: 416,
    check: unsatisfiable,
  },
  {
    name: "1 HEAD / with Range bytes=100-50",
    request: () => get("/", { Range: "bytes=100-50" }, "HEAD"),
    status: 416,
    check: (answer) => assert.equal(answer.body.length, 0),
  },
  {
    name: "3 the last 100 bytes",
    request: css({ Range: "bytes=-100" }),
    status: 206,
    check: partial(-100, -1),
  },
  { name: "3 the first byte", request: css({ Range: "bytes=0-0" }), status: 206, check: partial(0, 0) },
  {
    name: "3 the first 100 bytes",
    request: css({ Range: "bytes=0-99" }),
    status: 206,
    check: partial(0, 99),
  },
  {
    name: "3 a range that does not parse",
    request: css({ Range: "bytes=abc" }),
    status: 416,
    check: unsatisfiable,
  },
  {
    name: "3 a unit other than bytes",
    request: css({ Range: "items=0-5" }),
    status: 200,
    check: wholeStylesheet,
  },
  { name: "3 two ranges", request: css({ Range: "bytes=0-9,20-29" }), status: 200, check: wholeStylesheet },
  {
    name: "3 a range with Accept-Encoding: gzip",
    request: css({ Range: "bytes=0-99", "Accept-Encoding": "gzip" }),
    status: 200,
    check: (answer, facts) => {
      assert.equal(answer.headers["content-encoding"], "gzip");
      wholeStylesheet(answer, facts);
    },
  },
  {
    name: "3 a range If-Range the current ETag",
    request: (facts) => get(facts.css.path, { Range: "bytes=0-9", "If-Range": facts.etag(facts.css.path) }),
    status: 206,
    check: partial(0, 9),
  },
  {
    name: "3 a range If-Range an old ETag",
    request: css({ Range: "bytes=0-9", "If-Range": '"old"' }),
    status: 200,
    check: wholeStylesheet,
  },
  {
    name: "4 If-None-Match the current ETag",
    request: (facts) => get(facts.css.path, { "If-None-Match": facts.etag(facts.css.path) }),
    status: 304,
    check: notModified,
  },
  {
    name: "4 If-None-Match: *",
    request: () => get("/", { "If-None-Match": "*" }),
    status: 304,
    check: notModified,
  },
  {
    name: "4 If-None-Match another ETag",
    request: () => get("/", { "If-None-Match": '"other"' }),
    status: 200,
  },
  {
    name: "4 If-Modified-Since the Last-Modified",
    request: (facts) => get("/", { "If-Modified-Since": facts.lastModified("/") }),
    status: 304,
    check: notModified,
  },
  {
    name: "4 If-Modified-Since a later date",
    request: () => get("/", { "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT" }),
    status: 304,
    check: notModified,
  },
  {
    name: "4 If-Modified-Since an earlier date",
    request: () => get("/", { "If-Modified-Since": "Mon, 01 Jan 1990 00:00:00 GMT" }),
    status: 200,
  },
  { name: "4 If-Match another ETag", request: () => get("/", { "If-Match": '"other"' }), status: 412 },
  {
    name: "4 If-Unmodified-Since an earlier date",
    request: () => get("/", { "If-Unmodified-Since": "Mon, 01 Jan 1990 00:00:00 GMT" }),
    status: 412,
  },
];
