import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { RewritingStream } from "parse5-html-rewriting-stream";
import type { StartTag } from "parse5-sax-parser";

/** The site in one language other than its own, whose pages may name things in the own. */
export interface OtherLanguage {
  /** The folder of its pages: "fr". */
  folder: string;
  /** The site's own language's names (a program's, the organisation's), as it writes them. */
  names: readonly string[];
}

/** Elements whose text cannot hold an element, or whose text nobody reads as a sentence. */
export const noMarkup = new Set([
  ...["head", "title", "script", "style", "textarea", "option", "svg", "math", "template"],
  ...["noscript", "iframe", "noembed", "noframes", "xmp", "plaintext"],
]);
const voidElements = new Set([
  ...["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"],
]);

/**
 * Every page in another language marks the site's own names its sentences hold, so that a
 * screen reader reads "…quand elle a rejoint Digital Bridge Gambia" with the name in English,
 * not as French words. The components mark a name that is all of an element's text; this marks
 * the names inside a sentence the staff wrote, on every page, whoever wrote the sentence.
 * The marker takes a built page ("fr/about/index.html") and its markup as it is written.
 */
export function ownNameMarker(
  own: string,
  others: readonly OtherLanguage[],
): (page: string, html: string) => Promise<string> {
  const finders = others.flatMap(({ folder, names }) => {
    const finder = nameFinder(names);
    return finder ? [{ folder, finder }] : [];
  });
  return async (page, html) => {
    const finder = finders.find(({ folder }) => page.startsWith(`${folder}/`))?.finder;
    return finder ? markNames(html, finder, own) : html;
  };
}

/** Where the names are in a text: each as [start, end), in order, none overlapping. */
export type NameFinder = (text: string) => Array<[number, number]>;

/**
 * Finds whole names in a text by the word each begins with, so that a page is read once
 * however many programs the site has.
 */
export function nameFinder(names: readonly string[]): NameFinder | undefined {
  const byFirstWord = new Map<string, string[]>();
  // As the translation's typography writes it too: "Women’s Hub" for "Women's Hub".
  for (const name of new Set(names.flatMap((name) => [name, name.replaceAll("'", "’")]))) {
    const first = name.match(/^[\p{L}\p{N}]+/u)?.[0];
    if (!first) continue;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), name]);
  }
  // The longest first: "Digital Bridge Gambia" before "Digital Bridge".
  for (const candidates of byFirstWord.values()) candidates.sort((a, b) => b.length - a.length);
  if (byFirstWord.size === 0) return undefined;
  const wordChar = /[\p{L}\p{N}]/u;
  return (text) => {
    const found: Array<[number, number]> = [];
    for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      const start = word.index;
      if (found.length > 0 && start < (found.at(-1)?.[1] ?? 0)) continue;
      const name = byFirstWord
        .get(word[0])
        ?.find((each) => text.startsWith(each, start) && !wordChar.test(text[start + each.length] ?? ""));
      if (name) found.push([start, start + name.length]);
    }
    return found;
  };
}

/** A page with the names its text holds outside an element of the own language marked as such. */
export async function markNames(html: string, find: NameFinder, own: string): Promise<string> {
  const rewriter = new RewritingStream();
  // Each open element: whether its text is in the own language, or may not be marked.
  const open: Array<{ tagName: string; inOwn: boolean; unmarked: boolean }> = [];
  const inOwnLanguage = (tag: StartTag) => {
    const lang = tag.attrs.find((attr) => attr.name === "lang")?.value;
    return lang === undefined ? (open.at(-1)?.inOwn ?? false) : lang.split("-")[0] === own;
  };
  rewriter.on("startTag", (tag, raw) => {
    if (!tag.selfClosing && !voidElements.has(tag.tagName)) {
      open.push({
        tagName: tag.tagName,
        inOwn: inOwnLanguage(tag),
        unmarked: noMarkup.has(tag.tagName) || (open.at(-1)?.unmarked ?? false),
      });
    }
    rewriter.emitRaw(raw);
  });
  rewriter.on("endTag", (tag, raw) => {
    const at = open.findLastIndex((element) => element.tagName === tag.tagName);
    if (at >= 0) open.length = at;
    rewriter.emitRaw(raw);
  });
  rewriter.on("text", (token, raw) => {
    const parent = open.at(-1);
    const names = parent && !parent.inOwn && !parent.unmarked ? find(token.text) : [];
    if (names.length === 0) return rewriter.emitRaw(raw);
    // Escaped here: the rewriter's own escaping follows the last start tag, not the element.
    let from = 0;
    for (const [start, end] of names) {
      rewriter.emitRaw(escaped(token.text.slice(from, start)));
      rewriter.emitRaw(`<span lang="${own}">${escaped(token.text.slice(start, end))}</span>`);
      from = end;
    }
    rewriter.emitRaw(escaped(token.text.slice(from)));
  });
  return text(Readable.from([html]).pipe(rewriter));
}

/** Text as React writes it in an element: "&", "<" and ">" escaped, a no-break space as itself. */
function escaped(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
