import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { checkedContent, pageFacts, photoFilesOf, siteLanguagesOf } from "#app/content/load.server.ts";
import { besidePages } from "#app/lib/beside-pages.ts";
import { pagesInLanguages, sitePages } from "#app/lib/site-map.ts";

/** A page or file the build writes: its address, and its file under the client folder. */
export interface Prerendered {
  address: string;
  file: string;
}

/**
 * Every page of the site map in every language, at the file a static host serves it from, and
 * the files beside them (feeds, calendar files, photo copies, the sitemap). Each language's
 * 404 page is drawn at /404/page/ through the catch-all route and written as 404.html, which
 * static hosts serve with HTTP status 404.
 */
export async function pagesToPrerender(): Promise<Prerendered[]> {
  const { content, translations } = checkedContent();
  const languages = siteLanguagesOf(content, translations);
  // The photos are measured: a copy is never wider than its photo.
  const { photos } = await pageFacts(content.site, undefined, undefined, undefined, photoFilesOf(content));
  return [
    // Asked as a folder, as a static host answers it: the 404 page's own, /404/page, too.
    ...pagesInLanguages(sitePages(content), languages).map((page) => ({
      address: page.address.replace(/\/?$/, "/"),
      file: page.builtFile,
    })),
    ...besidePages(content, { photos }, languages).map((address) => ({ address, file: address.slice(1) })),
  ];
}

/**
 * Every page and file of the site, asked of the server build as a visitor's browser asks for
 * it, and written where a static host serves it. A page asks its loaders once: React Router's
 * own prerender asked each twice, over HTTP, for a data file no page reads (decision 0025).
 * `page` changes each HTML page ("fr/index.html") before it is written.
 */
export async function prerender(
  buildDirectory: string,
  items: readonly Prerendered[],
  page: (file: string, html: string) => Promise<string>,
): Promise<void> {
  const client = path.join(buildDirectory, "client");
  const serverBuild = pathToFileURL(path.resolve(buildDirectory, "server/index.js")).href;
  const handle = createRequestHandler(
    (await import(/* @vite-ignore */ serverBuild)) as ServerBuild,
    "production",
  );
  const folders = new Set<string>();
  // Written at once: the build's one thread has nothing else to do meanwhile, and thousands
  // of small writes awaited one by one left it idle for seconds.
  const write = (file: string, body: Uint8Array | string) => {
    const target = path.join(client, file);
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(target, body);
  };
  const ask = async (address: string) => {
    const response = await handle(new Request(new URL(address, "http://localhost")));
    const body = new Uint8Array(await response.arrayBuffer());
    // What went wrong is logged above, by the route that failed.
    if (response.status !== 200) throw new Error(`Prerender: ${address} answered ${response.status}.`);
    return body;
  };
  let hydrates = false;
  for (const { address, file } of items) {
    const body = await ask(address);
    if (!file.endsWith(".html")) {
      write(file, body);
      continue;
    }
    const html = new TextDecoder().decode(body);
    // What <Scripts /> writes into a page that runs React in the browser.
    const runsReact = html.includes("__reactRouterContext");
    hydrates ||= runsReact;
    // The marks React leaves for itself between words and around a Suspense boundary serve
    // only a page it runs in: every visitor on slow data would download them for nothing.
    write(file, await page(file, runsReact ? html : html.replace(/<!--(?: |\$|\/\$)-->/g, "")));
  }
  // A page that runs React navigates to the others by their data files (`_.data`), so all of
  // them are written once one page does.
  if (!hydrates) return;
  // Not the 404 pages': a browser asks for the data of the address it could not find.
  for (const { address } of items.filter(({ file }) => file.endsWith("index.html"))) {
    const data = address.endsWith("/") ? `${address}_.data` : `${address}.data`;
    write(data.slice(1), await ask(data));
  }
}
