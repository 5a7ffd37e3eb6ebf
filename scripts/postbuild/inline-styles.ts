import { readFile } from "node:fs/promises";
import path from "node:path";
import postcss from "postcss";
import { PurgeCSS } from "purgecss";
import { lowerForSupportFloor } from "./css/support-floor.ts";
import { classCounts, ShortNames } from "./short-class-names.ts";
import { detached } from "./detached.ts";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/**
 * Each page's stylesheet becomes a <style> in it, with the rules its kind of page uses: every
 * page of a kind, in every language, carries the same rules, so that the site's policy names
 * one hash per kind (Cloudflare reads at most 2,000 characters of a header), however many
 * programs or languages there are. `kindOf` names a built page's kind ("fr/about/index.html":
 * "page"); a page it does not know is a kind of its own.
 *
 * Each page is `add`ed as it is written; once all are, `settle` finds each kind's rules and
 * gives what rewrites a page with them. Of each kind only what its rules and names need is
 * kept: every page of a large site, held at once, would not fit a small machine's memory.
 */
export class PageStyles {
  readonly #client: string;
  readonly #kindOf: (page: string) => string | undefined;
  readonly #kinds = new Map<string, KindOfPages>();
  readonly #pages = new Map<string, KindOfPages>();
  // The pages that link the same stylesheets share one copy of them.
  readonly #read = new Map<string, string>();

  constructor(client: string, kindOf: (page: string) => string | undefined) {
    this.#client = client;
    this.#kindOf = kindOf;
  }

  async add(page: string, html: string): Promise<void> {
    const links = [...html.matchAll(stylesheetLink)];
    if (!links.length) throw new Error(`inlineStyles: ${page} links no stylesheet`);
    const hrefs = links.map(([, href = ""]) => href).join("\n");
    let stylesheets = this.#read.get(hrefs);
    if (stylesheets === undefined) {
      stylesheets = "";
      for (const [, href = ""] of links) stylesheets += await readFile(path.join(this.#client, href), "utf8");
      this.#read.set(hrefs, stylesheets);
    }
    // By the stylesheets' addresses: a key of their text cost a hash of it for every page.
    const key = `${this.#kindOf(page) ?? page}\n${hrefs}`;
    let kind = this.#kinds.get(key);
    if (!kind) {
      kind = { page, stylesheets, tokens: new Set(), inputTypes: new Set(), classes: new Map(), css: "" };
      this.#kinds.set(key, kind);
    }
    for (const token of tokensOf(markupOf(html)))
      if (!kind.tokens.has(token)) kind.tokens.add(detached(token));
    for (const type of inputTypesOf(html))
      if (!kind.inputTypes.has(type)) kind.inputTypes.add(detached(type));
    classCounts(html, kind.classes);
    this.#pages.set(page, kind);
  }

  /** The rules of each kind, found once, lowered once: then a page added before, styled. */
  async settle(): Promise<(page: string, html: string) => string> {
    const names = new ShortNames();
    for (const kind of this.#kinds.values()) {
      const used = await usedBy(kind.tokens, kind.inputTypes, kind.stylesheets);
      kind.css = await lowerForSupportFloor(used, kind.page);
      names.count(kind.classes, kind.css);
      // What is left of a kind is its rules.
      kind.tokens.clear();
      kind.classes.clear();
    }
    const shorten = names.assign();
    return (page, written) => {
      const kind = this.#pages.get(page);
      if (!kind) throw new Error(`inlineStyles: ${page} was not added`);
      const { html, css } = shorten(written, kind.css);
      // The first link becomes the <style>, where the stylesheet stood in the cascade.
      let replaced = false;
      return html.replace(stylesheetLink, () => {
        if (replaced) return "";
        replaced = true;
        return `<style>${css}</style>`;
      });
    };
  }
}

/** What the pages of a kind hold that its rules depend on, and the rules found for them. */
interface KindOfPages {
  /** Its first page, named in what the lowering says. */
  page: string;
  stylesheets: string;
  /** Every word of its markup that could name a selector. */
  tokens: Set<string>;
  /** The types of its form fields. */
  inputTypes: Set<string>;
  /** Its classes, and how often each is written. */
  classes: Map<string, number>;
  css: string;
}

// Tailwind's class names hold ":", "/", "[" and "."; split on what separates them in HTML.
const tokensOf = (content: string) => content.match(/[^\s"'<>=`]+/g) ?? [];
// Selectors name elements, attributes and classes, never words: a page that says "code" or
// "table" in its text or in what it says of a picture keeps no rule for those elements. (The
// page escapes "<" and ">" in its attributes, so what lies between them is text, a script's or
// a style's.)
const markupOf = (html: string) =>
  html
    .replace(/>[^<]+</g, "><")
    .replace(/(\s(?:aria-label|alt|title|content|placeholder))="[^"]*"/g, '$1=""');
const inputTypesOf = (html: string) =>
  [...html.matchAll(/<input\b[^>]*\btype="([a-z-]+)"/g)].map(([, type = ""]) => type);

async function usedBy(
  tokens: ReadonlySet<string>,
  inputTypes: ReadonlySet<string>,
  css: string,
): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: [...tokens].join("\n"), extension: "html" }],
    css: [{ raw: css }],
    variables: true,
    defaultExtractor: tokensOf,
  });
  if (!result) throw new Error("inlineStyles: PurgeCSS returned nothing");
  return withoutAbsentControlParts(result.css, inputTypes);
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

function withoutAbsentControlParts(css: string, types: ReadonlySet<string>): string {
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
