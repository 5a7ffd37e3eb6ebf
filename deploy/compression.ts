// What the build gzips into .gz copies (scripts/postbuild/gzip-copies.ts) and nginx gzips on
// the fly where there is none, so both servers send the same bytes.

/** Under the names nginx's and Node's MIME lists give them. */
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
