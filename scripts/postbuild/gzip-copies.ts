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

/**
 * The copies of a site's files: each page's as it is finished (`add`), then every other
 * file's (`rest`). zlib compresses on libuv's threads: a few files at once keep every core
 * busy, where one at a time left all but one idle (thousands of pages at level 9), and the
 * pages' copies are made while the build finishes the next pages.
 */
export class GzipCopies {
  readonly #client: string;
  readonly #added = new Set<string>();
  readonly #writing = new Set<Promise<void>>();
  readonly #atOnce = availableParallelism() * 2;
  #failed: unknown;

  constructor(client: string) {
    this.#client = client;
  }

  async add(file: string): Promise<void> {
    while (this.#writing.size >= this.#atOnce) await Promise.race(this.#writing);
    if (this.#failed) throw this.#failed;
    this.#added.add(file);
    // A copy that fails is said by the next file added, or by `rest`.
    const writing: Promise<void> = writeGzipCopy(this.#client, file)
      .catch((error: unknown) => {
        this.#failed ??= error;
      })
      .finally(() => this.#writing.delete(writing));
    this.#writing.add(writing);
  }

  /** Every file not added yet: once the site's files are all written. */
  async rest(): Promise<void> {
    const files = (await listFiles(this.#client)).filter((file) => !this.#added.has(file));
    for (const file of files) await this.add(file);
    await Promise.all(this.#writing);
    if (this.#failed) throw this.#failed;
  }
}

export async function writeGzipCopy(client: string, file: string): Promise<void> {
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
