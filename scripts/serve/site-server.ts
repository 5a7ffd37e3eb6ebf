import { readFileSync } from "node:fs";
import { createServer, type Server, type ServerOptions } from "node:http";
import path from "node:path";
import { headersForPath, parseHeadersFile } from "#deploy/headers-file.ts";
import { clientErrorResponse } from "./client-error.ts";
import { createSiteHandler } from "./site-handler.ts";

type Timeouts = Pick<ServerOptions, "headersTimeout" | "requestTimeout" | "connectionsCheckingInterval">;

export function createSiteServer(root: string, timeouts: Timeouts = {}): Server {
  const rules = parseHeadersFile(readFileSync(path.join(root, "_headers"), "utf8"));
  // Without a Host, nginx answers 400 with its headers; Node's own check would answer bare.
  const server = createServer({ ...timeouts, requireHostHeader: false }, createSiteHandler(root, rules));
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    socket.end(clientErrorResponse(error.code, headersForPath(rules, "/404.html")));
  });
  return server;
}
