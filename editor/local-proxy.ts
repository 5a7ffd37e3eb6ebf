// Only requests addressed to this computer by name: a page that points its own domain at
// 127.0.0.1 (DNS rebinding) is refused, so no site the browser visits can write files here.
import express from "express";
import decapMiddlewares from "decap-server/dist/middlewares.js";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { contentFolder } from "#app/schema/load.server.ts";

export const localProxyPath = "/api/v1";

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export async function createLocalProxy(): Promise<Middleware> {
  // The proxy writes paths such as content/home.yml inside the folder that holds content/.
  process.env.GIT_REPO_DIRECTORY = path.dirname(contentFolder());
  const app = express();
  await decapMiddlewares.registerLocalFs(app, { logLevel: "warn" });
  return (request, response, next) => {
    if (!request.url?.startsWith(localProxyPath)) return next();
    if (!isLocalHost(request.headers.host)) {
      response.statusCode = 403;
      return response.end("The editor's proxy answers only 127.0.0.1 and localhost.\n");
    }
    app(request as express.Request, response as express.Response, next);
  };
}

function isLocalHost(host: string | undefined): boolean {
  return /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host ?? "");
}
