// One source for the build's .gz copies and nginx's gzip on the fly: both cover the same files.

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

/** nginx's gzip on the fly, paid on every answer: 6 is where more effort stops paying. */
export const compressionLevel = 6;

/** The build's copies are made once, so their extra effort costs the server nothing. */
export const copyCompressionLevel = 9;
