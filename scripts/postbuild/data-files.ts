import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { listFiles, listPages } from "./site-files.ts";

/**
 * React Router writes each page's loader data beside it (`_.data`, `404.data`) for navigation
 * inside a page that runs React in the browser. No page here does (docs/decisions/0001), so
 * nothing would ever read them: they are not published. A page that hydrates keeps them all.
 */
export async function removeUnreadDataFiles(client: string): Promise<void> {
  for (const page of await listPages(client)) {
    // What <Scripts /> writes into a page that hydrates.
    if ((await readFile(path.join(client, page), "utf8")).includes("__reactRouterContext")) return;
  }
  for (const file of await listFiles(client)) {
    if (file.endsWith(".data")) await rm(path.join(client, file));
  }
}
