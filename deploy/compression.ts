// What both servers gzip, and how: nginx (deploy/nginx.ts) and `npm start` (scripts/serve/),
// so a request gets the same answer, and the same bytes to measure, from each.

/** Text formats the site publishes, under the names nginx and Node's MIME lists give them. */
export const compressedTypes = [
  "text/html",
  "text/css",
  "text/javascript",
  "application/javascript",
  "image/svg+xml",
  "application/manifest+json",
  "application/xml",
  "text/xml",
  "text/plain",
  "application/json",
];

/** Smaller bodies gain nothing from gzip's own header and trailer. */
export const compressionMinLength = 256;

/** zlib's level: 6 is where more effort stops paying for text like the site's. */
export const compressionLevel = 6;
