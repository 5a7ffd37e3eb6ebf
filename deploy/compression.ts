// One source for the build's .gz copies and nginx's gzip on the fly, so both give the same bytes.

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
