import { readFile, stat, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
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
  const files = await listFiles(client);
  // zlib compresses on libuv's threads: a few files at once keep every core busy, where one
  // at a time left all but one idle (thousands of pages at level 9).
  let next = 0;
  await Promise.all(
    Array.from({ length: availableParallelism() * 2 }, async () => {
      while (next < files.length) await writeGzipCopy(client, files[next++] ?? "");
    }),
  );
}

async function writeGzipCopy(client: string, file: string): Promise<void> {
  const source = path.join(client, file);
  const { size, atimeNs, mtimeNs } = await stat(source, { bigint: true });
  if (!getsGzipCopy(file, Number(size))) return;
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
