import { readdir } from "node:fs/promises";
import path from "node:path";
import { editorPath } from "#deploy/headers.ts";

/** Every file under a folder, as paths relative to it with forward slashes. */
export async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** The built pages of the site: index.html files and 404.html (not the editor's page). */
export async function listPages(client: string): Promise<string[]> {
  const editorFolder = editorPath.slice(1);
  return (await listFiles(client)).filter((file) => file.endsWith(".html") && !file.startsWith(editorFolder));
}

/** The folders at the top of the build, e.g. "assets", "programs". */
export async function listFolders(client: string): Promise<string[]> {
  const entries = await readdir(client, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
