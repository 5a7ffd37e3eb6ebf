import { contentType } from "mime-types";
import Negotiator from "negotiator";
import { readFile, stat } from "node:fs/promises";
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import send from "send";
import { compressedTypes, compressionMinLength } from "#deploy/compression.ts";
import { editorPath, headersForPath, type HeaderRule } from "#deploy/headers.ts";
import type { GzipStore } from "./gzip-store.ts";
import { locateFile, type SiteFile } from "./locate-file.ts";
import { hostHeaderValid, malformedRange, requestLineTooLong } from "./request-checks.ts";
import { requestPath } from "./request-path.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Answers every request as the shipped nginx configuration does (deploy/nginx.ts): the same
 * statuses, the same headers, the 404 page, gzip. Files are read by `send`, which does
 * ranges and conditional requests; files are looked up on every request, so a rebuild
 * shows at once and a file that went away is a 404.
 */
export function createSiteHandler(root: string, rules: readonly HeaderRule[], store: GzipStore): Handler {
  const setHeaders = (res: ServerResponse, pathname: string) => {
    for (const [name, value] of Object.entries(headersForPath(rules, pathname))) res.setHeader(name, value);
  };

  /** nginx's error_page: the site's 404 page, under its headers, with the status of the error. */
  async function answerWithPage(req: IncomingMessage, res: ServerResponse, status: number) {
    const page = path.join(root, "404.html");
    forgetFile(res);
    setHeaders(res, "/404.html");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    const stats = await stat(page).catch(() => null);
    // nginx gzips the 404 page, not the page it shows for other errors.
    const gzip = status === 404 && stats !== null && offerGzip(req, res, stats.size);
    const body = await (gzip ? store.gzipped(page, stats) : Promise.resolve(page))
      .then((file) => readFile(file))
      .catch(() => null);
    if (!body) return answerPlain(req, res, status);
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.statusCode = status;
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function serveFile(req: IncomingMessage, res: ServerResponse, pathname: string, found: SiteFile) {
    setHeaders(res, pathname);
    res.setHeader("Content-Type", contentType(path.extname(found.file)) || "application/octet-stream");
    const { size } = found.stats;
    if (offerGzip(req, res, size)) {
      // nginx gzips before it looks at Range, so a compressed answer is always whole.
      const copy = await store.gzipped(found.file, found.stats).catch(() => null);
      // The file went away after it was found (a rebuild): what nginx would then answer.
      if (!copy) return answerWithPage(req, res, 404);
      res.setHeader("Content-Encoding", "gzip");
      return sendFile(req, res, { root: store.folder, file: copy, acceptRanges: false });
    }
    if (malformedRange(req, size)) {
      // nginx refuses a "bytes=" range it cannot read, where send would ignore it.
      res.setHeader("Content-Range", `bytes */${size}`);
      return answerPlain(req, res, 416);
    }
    sendFile(req, res, { root, file: found.file, acceptRanges: true });
  }

  function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    { root, file, acceptRanges }: { root: string; file: string; acceptRanges: boolean },
  ) {
    // send reads a URL path under root, so the file's path goes in escaped.
    const urlPath = path.relative(root, file).split(path.sep).map(encodeURIComponent).join("/");
    send(req, `/${urlPath}`, {
      root,
      acceptRanges,
      cacheControl: false,
      dotfiles: "allow",
      index: false,
    })
      .on("error", (error: { status?: number; headers?: Record<string, string> }) => {
        // The file went away or became unreadable between the lookup and the read.
        if (res.headersSent) return res.destroy();
        for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
        if (error.status === 404) return void answerWithPage(req, res, 404);
        answerPlain(req, res, error.status ?? 500);
      })
      .pipe(res);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // nginx's order: the request line, then the Host header, then the method.
    if (req.httpVersionMajor !== 1) return answerWithPage(req, res, 505);
    if (requestLineTooLong(req)) return answerWithPage(req, res, 414);
    const pathname = requestPath(req.url ?? "/");
    if (pathname === null || !hostHeaderValid(req)) return answerWithPage(req, res, 400);
    if (req.method !== "GET" && req.method !== "HEAD") {
      setHeaders(res, pathname);
      res.setHeader("Allow", "GET, HEAD");
      return answerPlain(req, res, 405);
    }
    if (pathname === editorPath.slice(0, -1)) {
      // The editor works only at its own address, under its own policy, as nginx sends it.
      setHeaders(res, pathname);
      res.setHeader("Location", editorPath);
      return answerPlain(req, res, 301);
    }
    const found = await locateFile(root, pathname);
    if (!found) return answerWithPage(req, res, 404);
    await serveFile(req, res, pathname, found);
  }

  return (req, res) =>
    void handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (res.headersSent) return res.destroy();
      setHeaders(res, "/404.html");
      answerPlain(req, res, 500);
    });
}

/**
 * Whether to answer with the gzipped copy, as nginx's gzip module decides: a text type of
 * some size (which then varies with Accept-Encoding), a GET, and a client that takes gzip.
 */
function offerGzip(req: IncomingMessage, res: ServerResponse, size: number): boolean {
  const type = String(res.getHeader("Content-Type")).replace(/;.*/, "").trim().toLowerCase();
  if (size < compressionMinLength || !compressedTypes.includes(type)) return false;
  res.setHeader("Vary", "Accept-Encoding");
  return req.method === "GET" && new Negotiator(req).encodings(["gzip"]).length > 0;
}

/** A short text body for an error that has no page; the security headers are already set. */
function answerPlain(req: IncomingMessage, res: ServerResponse, status: number) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  forgetFile(res);
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Drops what was said about a file that is not the answer after all. */
function forgetFile(res: ServerResponse) {
  for (const name of ["ETag", "Last-Modified", "Accept-Ranges", "Content-Encoding", "Vary"]) {
    res.removeHeader(name);
  }
}
