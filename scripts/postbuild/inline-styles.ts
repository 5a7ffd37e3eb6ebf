import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import postcss from "postcss";
import { PurgeCSS } from "purgecss";
import { lowerForSupportFloor } from "./css/support-floor.ts";
import { shortenClassNames } from "./short-class-names.ts";
import { listPages } from "./site-files.ts";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/**
 * Each page's stylesheet becomes a <style> in it, with the rules its kind of page uses: every
 * page of a kind, in every language, carries the same rules, so that the site's policy names
 * one hash per kind (Cloudflare reads at most 2,000 characters of a header), however many
 * programs or languages there are. `kindOf` names a built page's kind ("fr/about/index.html":
 * "page"); a page it does not know is a kind of its own.
 */
export async function inlineStyles(
  client: string,
  kindOf: (page: string) => string | undefined,
): Promise<void> {
  const pages: Array<{ page: string; file: string; html: string; stylesheets: string }> = [];
  // The pages that link the same stylesheets share one copy of them: read for each page, they
  // were hundreds of megabytes with a thousand programs.
  const read = new Map<string, string>();
  for (const page of await listPages(client)) {
    const file = path.join(client, page);
    const html = await readFile(file, "utf8");
    const links = [...html.matchAll(stylesheetLink)];
    if (!links.length) throw new Error(`inlineStyles: ${page} links no stylesheet`);
    const hrefs = links.map(([, href = ""]) => href).join("\n");
    let stylesheets = read.get(hrefs);
    if (stylesheets === undefined) {
      stylesheets = "";
      for (const [, href = ""] of links) stylesheets += await readFile(path.join(client, href), "utf8");
      read.set(hrefs, stylesheets);
    }
    pages.push({ page, file, html, stylesheets });
  }
  // The rules of a kind: what any of its pages uses, found once, lowered once.
  const kinds = Map.groupBy(pages, ({ page, stylesheets }) => `${kindOf(page) ?? page}\n${stylesheets}`);
  const cssOf = new Map<string, string>();
  for (const ofKind of kinds.values()) {
    const [first] = ofKind;
    if (!first) continue;
    const used = await usedBy(ofKind.map((each) => each.html).join("\n"), first.stylesheets);
    const css = await lowerForSupportFloor(used, first.page);
    for (const { page } of ofKind) cssOf.set(page, css);
  }
  const styled = pages.map(({ page, file, html }) => ({ file, html, css: cssOf.get(page) ?? "" }));
  const shortened = shortenClassNames(styled);
  for (const [index, { file }] of styled.entries()) {
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
