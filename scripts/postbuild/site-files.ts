import { readdir } from "node:fs/promises";
import path from "node:path";
import { editorPath } from "#deploy/paths.ts";

/** Without the gzipped copies, which are another encoding of a file. */
export async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".gz"))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

export async function listPages(client: string): Promise<string[]> {
  const editorFolder = editorPath.slice(1);
  return (await listFiles(client)).filter((file) => file.endsWith(".html") && !file.startsWith(editorFolder));
}

export async function listFolders(client: string): Promise<string[]> {
  const entries = await readdir(client, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
