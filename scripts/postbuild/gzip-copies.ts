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
    const { size, atimeNs, mtimeNs } = await stat(source, { bigint: true });
    if (!getsGzipCopy(file, Number(size))) continue;
    await writeFile(
      `${source}.gz`,
      await promisify(gzip)(await readFile(source), { level: copyCompressionLevel }),
    );
    // nginx dates a gzipped answer by its copy, to the second: the copy gets the file's whole
    // second, exactly. (Through a Date, rounded to the millisecond, a file changed in the last
    // half millisecond of a second gave its copy the next second.)
    const second = (nanoseconds: bigint) => Number(nanoseconds / 1_000_000_000n);
    await utimes(`${source}.gz`, second(atimeNs), second(mtimeNs));
  }
}
