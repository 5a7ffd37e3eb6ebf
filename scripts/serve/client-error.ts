import { STATUS_CODES } from "node:http";

/**
 * The raw answer to a request Node's parser refused before any handler saw it: Node's own
 * status for it, but with the site's headers, which Node's built-in answer lacks. nginx
 * answers a version it does not speak with 505, so this does too.
 */
export function clientErrorResponse(code: string | undefined, headers: Record<string, string>): string {
  const status =
    {
      HPE_HEADER_OVERFLOW: 431,
      ERR_HTTP_REQUEST_TIMEOUT: 408,
      HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
      HPE_INVALID_VERSION: 505,
    }[code ?? ""] ?? 400;
  const body = `${status} ${STATUS_CODES[status]}\n`;
  const fields = {
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  };
  const head = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`;
}
