import { contentType } from "mime-types";
import { readFile, stat } from "node:fs/promises";
import type { Stats } from "node:fs";
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import send from "send";
import { headersForPath, type HeaderRule } from "#deploy/headers-file.ts";
import { editorPath } from "#deploy/paths.ts";
import { locateFile, type SiteFile } from "./locate-file.ts";
import { hostHeaderValid, malformedRange, requestLineTooLong } from "./request-checks.ts";
import { requestPath } from "./request-path.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function createSiteHandler(root: string, rules: readonly HeaderRule[]): Handler {
  const setHeaders = (res: ServerResponse, pathname: string) => {
    for (const [name, value] of Object.entries(headersForPath(rules, pathname))) res.setHeader(name, value);
  };

  /**
   * nginx's error_page: the site's 404 page, under its headers, with the status of the error.
   * An address under a language's folder (/fr/…) gets that language's 404 page, as nginx's
   * location for the folder and Cloudflare Pages' nearest 404.html give it.
   */
  async function answerWithPage(req: IncomingMessage, res: ServerResponse, status: number, pathname = "/") {
    const page = await nearestNotFoundPage(root, pathname);
    forgetFile(res);
    setHeaders(res, "/404.html");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    const copy = await gzipCopy(res, page);
    // The errors nginx makes itself come before it reads Accept-Encoding.
    const gzip = status === 404 && copy !== null && acceptsGzip(req);
    const file = gzip ? `${page}.gz` : page;
    const [body, stats] = await Promise.all([readFile(file), stat(file)]).catch(() => [null, null]);
    if (!body || !stats) return answerPlain(req, res, status);
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.statusCode = status;
    res.setHeader("ETag", nginxEtag(stats));
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function serveFile(req: IncomingMessage, res: ServerResponse, pathname: string, found: SiteFile) {
    setHeaders(res, pathname);
    res.setHeader("Content-Type", contentType(path.extname(found.file)) || "application/octet-stream");
    const copy = await gzipCopy(res, found.file);
    if (copy && acceptsGzip(req)) {
      res.setHeader("Content-Encoding", "gzip");
      // nginx 1.22's gzip_static answers whole, whatever the Range.
      return sendFile(req, res, `${found.file}.gz`, copy, false);
    }
    if (malformedRange(req, found.stats.size)) {
      res.setHeader("Content-Range", `bytes */${found.stats.size}`);
      return answerPlain(req, res, 416);
    }
    sendFile(req, res, found.file, found.stats, true);
  }

  function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    stats: Stats,
    acceptRanges: boolean,
  ) {
    res.setHeader("ETag", nginxEtag(stats));
    const urlPath = path.relative(root, file).split(path.sep).map(encodeURIComponent).join("/");
    send(req, `/${urlPath}`, { root, acceptRanges, cacheControl: false, dotfiles: "allow", index: false })
      .on("error", (error: { status?: number; headers?: Record<string, string> }) => {
        if (res.headersSent) return res.destroy();
        for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
        if (error.status === 404) return void answerWithPage(req, res, 404, `/${urlPath}`);
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
      setHeaders(res, pathname);
      res.setHeader("Location", editorPath);
      return answerPlain(req, res, 301);
    }
    const found = await locateFile(root, pathname);
    if (!found) return answerWithPage(req, res, 404, pathname);
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

/** The 404.html of the address's first folder, if it has one, or the site's own. */
async function nearestNotFoundPage(root: string, pathname: string): Promise<string> {
  const [, folder = ""] = pathname.split("/");
  const own = path.join(root, folder, "404.html");
  const isPage = folder && pathname !== `/${folder}` && (await stat(own).catch(() => null))?.isFile();
  return isPage ? own : path.join(root, "404.html");
}

async function gzipCopy(res: ServerResponse, file: string): Promise<Stats | null> {
  const copy = await stat(`${file}.gz`).catch(() => null);
  if (copy?.isFile()) res.setHeader("Vary", "Accept-Encoding");
  return copy?.isFile() ? copy : null;
}

/** nginx's test: a "gzip" coding not at q=0, from an HTTP/1.1 client, not through a proxy. */
function acceptsGzip(req: IncomingMessage): boolean {
  const coding = /(?:^|[ ,])gzip\s*(?:;\s*q=([\d.]+))?\s*(?:,|$)/i.exec(req.headers["accept-encoding"] ?? "");
  return req.httpVersion === "1.1" && !req.headers.via && coding !== null && Number(coding[1] ?? 1) > 0;
}

/** nginx's, so that validators from one server hold on the other. */
function nginxEtag(stats: Stats): string {
  return `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;
}

function answerPlain(req: IncomingMessage, res: ServerResponse, status: number) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  forgetFile(res);
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(req.method === "HEAD" ? undefined : body);
}

function forgetFile(res: ServerResponse) {
  for (const name of ["ETag", "Last-Modified", "Accept-Ranges", "Content-Encoding", "Vary"]) {
    res.removeHeader(name);
  }
}
