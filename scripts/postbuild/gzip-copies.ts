import { readFile, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { lookup } from "mime-types";
import { compressedTypes, compressionMinLength, copyCompressionLevel } from "#deploy/compression.ts";
import { listFiles } from "./site-files.ts";

/** Whether nginx would gzip the file on the fly, so it gets a copy for `gzip_static`. */
export function getsGzipCopy(file: string, size: number): boolean {
  return size >= compressionMinLength && compressedTypes.includes(String(lookup(file)));
}

export async function writeGzipCopies(client: string): Promise<void> {
  for (const file of await listFiles(client)) {
    const source = path.join(client, file);
    const { size, atime, mtime } = await stat(source);
    if (!getsGzipCopy(file, size)) continue;
    await writeFile(
      `${source}.gz`,
      await promisify(gzip)(await readFile(source), { level: copyCompressionLevel }),
    );
    // nginx dates a gzipped answer by its copy: the same time keeps Last-Modified the same.
    await utimes(`${source}.gz`, atime, mtime);
  }
}
