// How wide a word is, roughly, in bold system sans-serif (measured on DejaVu Sans, the widest
// of the usual system faces; Roboto and San Francisco are narrower), in ems per letter.
const narrow = /[ijl.,;:!'’|()[\]]/;
const slim = /[tfrI1 ]/;
const wide = /[mwMW—%@]/;

function letterWidth(letter: string): number {
  if (narrow.test(letter)) return 0.38;
  if (slim.test(letter)) return 0.5;
  if (wide.test(letter)) return 1.05;
  if (letter !== letter.toLowerCase()) return 0.8;
  return 0.7;
}

/**
 * The class that sizes a heading's or a button's words so that its longest word fits its line
 * (app/app.css, "fit-"): the word's width in ems, rounded up, up to 16; none for words of 4 ems
 * or less, which fit the narrowest line of the largest heading (text at 200% on a 320 px phone).
 */
export function fitClass(text: string): string | undefined {
  // A line may end at a space, or at a hyphen, dash or slash written in a word.
  const words = text.split(/[\s\-‐–—/]+/);
  const widest = Math.max(
    0,
    ...words.map((word) => [...word].reduce((sum, letter) => sum + letterWidth(letter), 0)),
  );
  return widest > 4 ? `fit-${Math.min(16, Math.ceil(widest))}` : undefined;
}
