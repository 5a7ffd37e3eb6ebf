import type { Stats } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { hashedAssetsPrefix } from "#deploy/headers.ts";

export interface SiteFile {
  file: string;
  stats: Stats;
}

/** Host configuration and hidden files (/.well-known/ is not hidden), as deploy/nginx.ts hides them. */
const hiddenPath = /^\/_headers$|\/\.(?!well-known\/)/;

/**
 * The file nginx serves for a request path (see deploy/nginx.ts), or null where it answers
 * 404: a hashed asset or the manifest only under its own name, any other page also as its
 * folder's index.html. A path ending in "/" names a folder, never a file, and the 404 page
 * is never served under its own name. Looked up on every request: files change on rebuild.
 */
export async function locateFile(root: string, pathname: string): Promise<SiteFile | null> {
  if (pathname === "/404.html" || hiddenPath.test(pathname)) return null;
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
