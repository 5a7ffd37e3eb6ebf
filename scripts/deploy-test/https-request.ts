import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Sends a request exactly as written (no URL normalisation), so malformed and hostile
 * paths reach the server as an attacker would send them.
 */
export function rawRequest(
  target: { port: number; caFile?: string; tls: boolean },
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const client = target.tls ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port: target.port,
        method,
        path: rawPath,
        headers: { host: "localhost", ...headers },
        ca: target.caFile ? readFileSync(target.caFile) : undefined,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.setTimeout(10_000, () =>
      request.destroy(new Error(`timeout: ${method} ${rawPath.slice(0, 80)}`)),
    );
    request.on("error", reject);
    request.end();
  });
}
