// The fields search results and link previews show: a page's title, whole within what they
// show, and its description, long enough to say what the page is and short enough to be
// shown whole. Their limits are the content's own rules, said in the hint before she types
// and in one line by the build and the editor when a text passes them.
import * as z from "zod";
import { name, paragraph, text } from "./fields.ts";
import { characters, titleLength } from "./page-titles.ts";

/** Search results and link previews show about this much of a description, and need about this much to say something. */
export const descriptionLength = { min: 70, max: 160 } as const;

/**
 * A page's title: its heading, and the title of its browser tab and search result. A
 * `keptName` is a name a translation may keep (a program's).
 */
export function pageTitleText(label: string, hint: string, { keptName = false } = {}) {
  return (keptName ? name(label) : text(label))
    .superRefine((title, context) => {
      if (characters(title) <= titleLength) return;
      context.addIssue({ code: "custom", rule: "titleLength", message: titleTooLong(characters(title)) });
    })
    .meta({
      label,
      hint: `${hint} At most ${titleLength} characters: the page's title in search results.`,
      preview: true,
      maxCharacters: titleLength,
      ...(keptName ? { keptName } : {}),
    });
}

/** What the build says of a page's title of `count` characters, past what search results show. */
export function titleTooLong(count: number): string {
  return `is the page's title in search results and the browser tab, which show ${titleLength} characters; it has ${count}. Shorten it.`;
}

const { min, max } = descriptionLength;

/** A page's description for search results and link previews. */
export function searchDescription(
  label = "Description for search engines",
  hint = "One line shown in search results and link previews.",
) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .meta({ label, hint: `${hint} ${min} to ${max} characters.`, multiline: true, preview: true });
}

/**
 * A page's introduction whose first paragraph is its description in search results and link
 * previews (a form's): that paragraph within what they show.
 */
export function describingIntroduction(label: string, hint: string) {
  return paragraph(label)
    .superRefine((intro, context) => {
      const first = characters((intro.split(/\n\s*\n/)[0] ?? "").trim());
      if (first >= min && first <= max) return;
      context.addIssue({
        code: "custom",
        rule: "descriptionLength",
        message: `begins with a paragraph of ${first} characters, which is also the page's description in search results and link previews: write it in ${min} to ${max} characters, then leave an empty line before the next.`,
      });
    })
    .meta({
      label,
      hint: `${hint} Its first paragraph (up to the first empty line) is the page's description in search results: ${min} to ${max} characters.`,
      multiline: true,
      preview: true,
    });
}

/** A description cut to what search results show, at a word: "… 2 hours to write…". */
export function searchSnippet(text: string): string {
  const whole = text.replace(/\s+/g, " ").trim();
  if (characters(whole) <= max) return whole;
  const cut = [...whole].slice(0, max - 1).join("");
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), min)).replace(/[\s,;:.–—-]+$/, "")}…`;
}
