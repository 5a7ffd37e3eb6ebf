import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import postcss from "postcss";
import { PurgeCSS } from "purgecss";
import { lowerForSupportFloor } from "./css/support-floor.ts";
import { shortenClassNames } from "./short-class-names.ts";
import { listPages } from "./site-files.ts";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

export async function inlineStyles(client: string): Promise<void> {
  // Pages of one kind use the same rules: each set of rules is lowered once, however many
  // programs share it (a hundred program pages have a handful between them).
  const lowered = new Map<string, Promise<string>>();
  const pages: Array<{ file: string; html: string; css: string }> = [];
  for (const page of await listPages(client)) {
    const file = path.join(client, page);
    const html = await readFile(file, "utf8");
    const links = [...html.matchAll(stylesheetLink)];
    if (!links.length) throw new Error(`inlineStyles: ${page} links no stylesheet`);
    let css = "";
    for (const [, href = ""] of links) css += await readFile(path.join(client, href), "utf8");
    const used = await usedBy(html, css);
    let lowering = lowered.get(used);
    if (!lowering) lowered.set(used, (lowering = lowerForSupportFloor(used, page)));
    pages.push({ file, html, css: await lowering });
  }
  const shortened = shortenClassNames(pages);
  for (const [index, { file }] of pages.entries()) {
    const { html, css } = shortened[index] ?? { html: "", css: "" };
    // The first link becomes the <style>, where the stylesheet stood in the cascade.
    let replaced = false;
    await writeFile(
      file,
      html.replace(stylesheetLink, () => {
        if (replaced) return "";
        replaced = true;
        return `<style>${css}</style>`;
      }),
    );
  }
}

async function usedBy(html: string, css: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: "html" }],
    css: [{ raw: css }],
    variables: true,
    // Tailwind's class names hold ":", "/", "[" and "."; split on what separates them in HTML.
    defaultExtractor: (content) => content.match(/[^\s"'<>=`]+/g) ?? [],
  });
  if (!result) throw new Error("inlineStyles: PurgeCSS returned nothing");
  return withoutAbsentControlParts(result.css, html);
}

// Tailwind's reset styles the parts of form controls (a date field's pieces, a file button, a
// number's arrows) through pseudo-elements, which PurgeCSS keeps on every page since it cannot
// tell them from the markup. A page keeps those of the kinds of field it has.
const controlParts: ReadonlyArray<{ part: RegExp; types: readonly string[] }> = [
  {
    part: /::-webkit-(?:date-and-time-value|datetime-edit|calendar-picker-indicator)/,
    types: ["date", "time", "datetime-local", "month", "week"],
  },
  { part: /::(?:file-selector-button|-webkit-file-upload-button)/, types: ["file"] },
  { part: /::-webkit-(?:inner|outer)-spin-button/, types: ["number"] },
  { part: /::-webkit-search-decoration/, types: ["search"] },
];

function withoutAbsentControlParts(css: string, html: string): string {
  const types = new Set([...html.matchAll(/<input\b[^>]*\btype="([a-z-]+)"/g)].map(([, type]) => type));
  const absent = controlParts.filter(({ types: partOf }) => !partOf.some((type) => types.has(type)));
  if (absent.length === 0) return css;
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !absent.some(({ part }) => part.test(selector)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  return root.toString();
}
