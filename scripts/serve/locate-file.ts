import type { Stats } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { hashedAssetsPrefix } from "#deploy/paths.ts";

export interface SiteFile {
  file: string;
  stats: Stats;
}

/**
 * As deploy/nginx.ts hides them: host configuration, hidden files, the gzipped copies, and
 * the 404 pages, which are only ever an answer.
 */
const hiddenPath = /^\/_(headers|redirects)$|\/\.(?!well-known\/)|\.gz$|\/404\.html$/;

// As nginx's try_files: a hashed asset or the manifest only under its own name.
export async function locateFile(root: string, pathname: string): Promise<SiteFile | null> {
  if (hiddenPath.test(pathname)) return null;
  const onlyAsNamed = pathname.startsWith(hashedAssetsPrefix) || pathname.endsWith(".webmanifest");
  const index = path.posix.join(pathname, "index.html");
  const candidates = onlyAsNamed ? [pathname] : pathname.endsWith("/") ? [index] : [pathname, index];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    const stats = await stat(file).catch(() => null);
    if (stats?.isFile()) return { file, stats };
  }
  return null;
}
