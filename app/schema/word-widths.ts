// How wide a word is drawn, roughly, in bold system sans-serif (measured on DejaVu Sans, the
// widest of the usual system faces; Roboto and San Francisco are narrower), in ems: what sizes
// a heading's or a button's words on a phone (app/lib/fit-class.ts), and what the content's
// check refuses in a line of text.
const narrow = /[ijl.,;:!'’|()[\]]/;
const slim = /[tfrI1 ]/;
const wide = /[mwMW—%@]/;

/**
 * WCAG's text spacing (1.4.12) sets letters 0.12 em apart: a reader who asks for it must still
 * see every word whole, so each letter counts that much wider.
 */
const letterSpacing = 0.12;

/** The widest a word may be: the smallest size a heading's words are drawn at fits this many ems on its line. */
export const widestWordEms = 16;

function letterWidth(letter: string): number {
  if (narrow.test(letter)) return 0.38;
  if (slim.test(letter)) return 0.5;
  if (wide.test(letter)) return 1.05;
  if (letter !== letter.toLowerCase()) return 0.8;
  return 0.7;
}

/** A word's width in ems, with the room WCAG's text spacing asks. */
export function wordWidth(word: string): number {
  return [...word].reduce((sum, letter) => sum + letterWidth(letter) + letterSpacing, 0);
}

/** The widest word of a text, where a line may end at a space, or at a hyphen, dash or slash written in a word. */
export function widestWord(text: string): { word: string; width: number } {
  let widest = { word: "", width: 0 };
  for (const word of text.split(/[\s\-‐–—/]+/)) {
    const width = wordWidth(word);
    if (width > widest.width) widest = { word, width };
  }
  return widest;
}
