import type { IncomingMessage } from "node:http";
import parseRange from "range-parser";

/** nginx reads a request line into one of its large_client_header_buffers (8 KB by default). */
const longestRequestLine = 8192;

export function requestLineTooLong(req: IncomingMessage): boolean {
  return `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`.length > longestRequestLine;
}

/** One Host header, or none before HTTP/1.1, as nginx requires (else 400). */
export function hostHeaderValid(req: IncomingMessage): boolean {
  const hosts = req.rawHeaders.filter((field, index) => index % 2 === 0 && field.toLowerCase() === "host");
  return hosts.length === 1 || (hosts.length === 0 && req.httpVersion === "1.0");
}

// A request with validators is left to send, which answers 304 or 412 first, as nginx does.
export function malformedRange(req: IncomingMessage, size: number): boolean {
  const range = req.headers.range;
  const validators = ["if-match", "if-none-match", "if-modified-since", "if-unmodified-since"];
  if (!range || !/^ *bytes=/.test(range) || validators.some((name) => req.headers[name])) return false;
  return parseRange(size, range) === -2;
}
