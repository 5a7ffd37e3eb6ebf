import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PurgeCSS } from "purgecss";
import { lowerForSupportFloor } from "./css/support-floor.ts";
import { listPages } from "./site-files.ts";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

export async function inlineStyles(client: string): Promise<void> {
  // Pages of one kind use the same rules: each set of rules is lowered once, however many
  // programs share it (a hundred program pages have a handful between them).
  const lowered = new Map<string, Promise<string>>();
  for (const page of await listPages(client)) {
    const file = path.join(client, page);
    const html = await readFile(file, "utf8");
    const links = [...html.matchAll(stylesheetLink)];
    if (!links.length) throw new Error(`inlineStyles: ${page} links no stylesheet`);
    let css = "";
    for (const [, href = ""] of links) css += await readFile(path.join(client, href), "utf8");
    const used = await usedBy(html, css);
    if (!lowered.has(used)) lowered.set(used, lowerForSupportFloor(used, page));
    const style = `<style>${await lowered.get(used)}</style>`;
    // The first link becomes the <style>, where the stylesheet stood in the cascade.
    let replaced = false;
    await writeFile(
      file,
      html.replace(stylesheetLink, () => {
        if (replaced) return "";
        replaced = true;
        return style;
      }),
    );
  }
}

async function usedBy(html: string, css: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: "html" }],
    css: [{ raw: css }],
    // Tailwind's class names hold ":", "/", "[" and "."; split on what separates them in HTML.
    defaultExtractor: (content) => content.match(/[^\s"'<>=`]+/g) ?? [],
  });
  if (!result) throw new Error("inlineStyles: PurgeCSS returned nothing");
  return result.css;
}
