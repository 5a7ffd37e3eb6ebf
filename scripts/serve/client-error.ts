import { STATUS_CODES } from "node:http";

// For a request Node's parser refused: Node's status, with the site's headers, which Node's
// own answer lacks; 505 for a version nginx does not speak.
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
