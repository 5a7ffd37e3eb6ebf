// The shape of issue 11's requests (range-requests.ts, address-requests.ts) and the answer
// both servers must give: nginx with the shipped configuration and `npm start`'s server.
import type { Exchange } from "./raw-exchange.ts";

/** What the request builders and checks need to know about the site and one server. */
export interface Facts {
  css: { path: string; bytes: Buffer };
  /** This server's validators for the stylesheet and the home page, uncompressed. */
  etag: (path: string) => string;
  lastModified: (path: string) => string;
}

type Outcome = number | "closed";

export interface MatrixRequest {
  name: string;
  request: (facts: Facts) => string;
  /** The status both give, or each one's with the reason they differ. */
  status: number | { nginx: Outcome; node: Outcome; why: string };
  check?: (answer: Exchange, facts: Facts) => void;
}

/** A request for a path on the test host, closing the connection after the answer. */
export function get(path: string, headers: Record<string, string> = {}, method = "GET"): string {
  const fields = Object.entries({ Host: "localhost", Connection: "close", ...headers });
  return `${method} ${path} HTTP/1.1\r\n${fields.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`;
}
