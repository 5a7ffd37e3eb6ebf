// Serves build/client the way production does: the same headers (read from the built
// _headers file), pages at their clean addresses, gzip, and 404.html with status 404.
// Usage: node scripts/serve.ts [folder]   (PORT and HOST set where it listens)
import compression from "compression";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { headersForPath, parseHeadersFile } from "../deploy/headers.ts";

const root = path.resolve(process.argv[2] ?? "build/client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const rules = parseHeadersFile(readFileSync(path.join(root, "_headers"), "utf8"));
const notFoundPage = readFileSync(path.join(root, "404.html"));
// Host configuration, and the 404 page under its own names (it only answers with status 404).
const hiddenPaths = new Set(["/_headers", "/404", "/404.html"]);

const serveFile = sirv(root, {
  dev: false,
  etag: true,
  extensions: ["html"],
  setHeaders: (res, pathname) => setHeaders(res, pathname),
});
const compress = compression();

function setHeaders(res: ServerResponse, pathname: string) {
  for (const [name, value] of Object.entries(headersForPath(rules, pathname))) res.setHeader(name, value);
}

function notFound(req: IncomingMessage, res: ServerResponse) {
  res.statusCode = 404;
  setHeaders(res, "/404.html");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(req.method === "HEAD" ? undefined : notFoundPage);
}

const server = createServer((req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.statusCode = 405;
    res.setHeader("Allow", "GET, HEAD");
    setHeaders(res, "/");
    res.end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
  } catch {
    res.statusCode = 400;
    setHeaders(res, "/");
    res.end();
    return;
  }
  // sirv ignores trailing slashes ("/_headers/" finds the file), so compare without them.
  if (hiddenPaths.has(pathname.replace(/(.)\/+$/, "$1"))) return notFound(req, res);
  compress(req as never, res as never, () => serveFile(req, res, () => notFound(req, res)));
});

server.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || "."} on http://${host === "127.0.0.1" ? "localhost" : host}:${port}`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
