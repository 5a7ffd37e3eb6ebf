import { readFileSync } from "node:fs";
import net from "node:net";
import tls from "node:tls";

export interface Exchange {
  answered: boolean;
  status: number | undefined;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Target {
  port: number;
  caFile?: string;
  servername?: string;
}

export function get(path: string, headers: Record<string, string> = {}, method = "GET"): string {
  const fields = Object.entries({ Host: "localhost", Connection: "close", ...headers });
  return `${method} ${path} HTTP/1.1\r\n${fields.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`;
}

/** Raw bytes, so malformed and hostile requests reach the server exactly as an attacker sends them. */
export function exchange(target: Target, request: string): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = target.caFile
      ? tls.connect({
          host: "127.0.0.1",
          port: target.port,
          servername: target.servername ?? "localhost",
          ca: readFileSync(target.caFile),
          ALPNProtocols: ["http/1.1"],
        })
      : net.connect(target.port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.once(target.caFile ? "secureConnect" : "connect", () => socket.write(request, "latin1"));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A server that closes with part of a refused request unread resets the connection;
    // what it sent before still counts.
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE")
        resolve(parseResponse(Buffer.concat(chunks)));
      else reject(error);
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer in 10 s: ${request.slice(0, 60)}`)));
    socket.on("close", () => resolve(parseResponse(Buffer.concat(chunks))));
  });
}

function parseResponse(bytes: Buffer): Exchange {
  const headEnd = bytes.indexOf("\r\n\r\n");
  const head = bytes.subarray(0, Math.max(headEnd, 0)).toString("latin1");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
  if (headEnd < 0 || !status) {
    return { answered: bytes.length > 0, status: undefined, headers: {}, body: bytes };
  }
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const raw = bytes.subarray(headEnd + 4);
  const body = headers["transfer-encoding"] === "chunked" ? dechunk(raw) : raw;
  return { answered: true, status: Number(status), headers, body };
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", offset);
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
