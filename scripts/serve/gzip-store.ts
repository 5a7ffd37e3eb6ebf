import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, rmSync, type Stats } from "node:fs";
import { rename, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { compressionLevel } from "#deploy/compression.ts";

export interface GzipStore {
  /** The folder holding the copies. */
  folder: string;
  /** The gzipped copy of this version of the file (its path), made on first use. */
  gzipped: (file: string, stats: Stats) => Promise<string>;
  /** Deletes the folder; also done when the process exits. */
  remove: () => void;
}

/**
 * Gzipped copies of the site's files, made once per version of a file (its path, size and
 * time) in a temporary folder, removed when the server closes or the process exits. Gzipping every answer on the
 * fly cost a zlib stream per request: hundreds of MB and seconds of p99 under load.
 */
export function createGzipStore(): GzipStore {
  const folder = mkdtempSync(path.join(tmpdir(), "site-gzip-"));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  process.once("exit", remove);
  const copies = new Map<string, Promise<string>>();

  async function makeCopy(file: string, stats: Stats, target: string): Promise<string> {
    const partial = `${target}.${process.pid}.partial`;
    await pipeline(
      createReadStream(file),
      createGzip({ level: compressionLevel }),
      createWriteStream(partial),
    );
    // The copy carries the file's own time, so Last-Modified is the same either way.
    await utimes(partial, stats.atime, stats.mtime);
    await rename(partial, target);
    return target;
  }

  return {
    folder,
    remove,
    gzipped(file, stats) {
      const version = `${file}\0${stats.size}\0${stats.mtimeMs}`;
      let copy = copies.get(version);
      if (!copy) {
        const name = `${createHash("sha256").update(version).digest("hex").slice(0, 32)}.gz`;
        copy = makeCopy(file, stats, path.join(folder, name));
        copies.set(version, copy);
        copy.catch(() => copies.delete(version));
      }
      return copy;
    },
  };
}
