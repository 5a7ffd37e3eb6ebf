import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every file under a folder, as paths relative to it with forward slashes. */
export async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** The built pages: index.html files and 404.html. */
export async function listPages(client: string): Promise<string[]> {
  return (await listFiles(client)).filter((file) => file.endsWith(".html"));
}
