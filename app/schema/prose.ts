// Text with links in it, as the staff write it in a paragraph: a link is its words in square
// brackets, then its address in round ones: "read [our privacy notice](/privacy/)". The
// address is any a button may have (app/schema/links.ts); its form is checked here, whether
// the page it names exists when the site is built, as for every link.
import * as z from "zod";
import { readDestination } from "./links.ts";

const linkPattern = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

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
      for (const { link } of proseParts(text)) {
        const read = link === undefined ? undefined : readDestination(link);
        if (read && "problem" in read)
          context.addIssue({ code: "custom", rule: "link", message: read.problem });
      }
    })
    .meta({
      label,
      hint: `${hint} A link is its words in square brackets, then its address: [our privacy notice](/privacy/).`,
      multiline: true,
      kind: "prose",
    });
}
