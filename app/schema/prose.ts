// Text with links in it, as the staff write it in a paragraph: a link is its words in square
// brackets, then its address in round ones: "read [our privacy notice](/privacy/)". The
// address is any a button may have (app/schema/links.ts); its form is checked here, whether
// the page it names exists when the site is built, as for every link.
import * as z from "zod";
import { readDestination } from "./links.ts";

// An address may hold one pair of round brackets of its own (…/wiki/Banjul_(city)).
const linkPattern = /\[([^[\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

/** The text's parts: words, and links with their words and address, in order. */
export function proseParts(text: string): Array<{ words: string; link?: string }> {
  const parts: Array<{ words: string; link?: string }> = [];
  let from = 0;
  for (const match of text.matchAll(linkPattern)) {
    if (match.index > from) parts.push({ words: text.slice(from, match.index) });
    parts.push({ words: match[1] ?? "", link: match[2] ?? "" });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ words: text.slice(from) });
  return parts;
}

/** The text as it reads, its links' words kept and their addresses left out. */
export function proseText(text: string): string {
  return proseParts(text)
    .map((part) => part.words)
    .join("");
}

/** Paragraphs, an empty line between them, which may hold links. */
export function prose(label: string, hint: string) {
  return z
    .string()
    .trim()
    .min(1)
    .superRefine((text, context) => {
      const parts = proseParts(text);
      for (const { link } of parts) {
        const read = link === undefined ? undefined : readDestination(link);
        if (read && "problem" in read)
          context.addIssue({ code: "custom", rule: "link", message: read.problem });
      }
      // What is left of a link the pattern could not read would show as its brackets.
      const unread = parts.find((part) => part.link === undefined && part.words.includes("]("));
      if (unread) {
        const at = unread.words.indexOf("](");
        const shown = unread.words.slice(Math.max(0, unread.words.lastIndexOf("[", at)), at + 30).trim();
        context.addIssue({
          code: "custom",
          rule: "link",
          message: `has a link written in a way the site cannot read: "${shown}…". Write its words in square brackets, then its address in round ones, with no space: [our privacy notice](/privacy/).`,
        });
      }
    })
    .meta({
      label,
      hint: `${hint} A link is its words in square brackets, then its address: [our privacy notice](/privacy/).`,
      multiline: true,
      kind: "prose",
    });
}
