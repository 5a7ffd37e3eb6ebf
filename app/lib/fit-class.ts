import { widestWord, widestWordEms, wordWidth } from "#app/schema/word-widths.ts";

/**
 * The class that sizes a heading's or a button's words so that its longest word fits its line
 * (app/app.css, "fit-"): the word's width in ems, rounded up, up to 16 (the content's check
 * refuses a wider word); none for words of 4 ems or less, which fit the narrowest line of the
 * largest heading (text at 200% on a 320 px phone).
 */
export function fitClass(text: string): string | undefined {
  const { width } = widestWord(text);
  return width > 4 ? `fit-${Math.min(widestWordEms, Math.ceil(width))}` : undefined;
}

/**
 * The widest a small label's word may be, in this measure's ems, to share a 320 px phone's line
 * with another card: 104 px of card at 14 px, as Chromium draws « recommandent » (107 px,
 * 8.7 here) and "Advancement" (97 px, 8.0 here).
 */
const halfLineEms = 8.4;

/**
 * Whether a small label (a figure's) holds a word too wide for half a 320 px phone's line, as
 * drawn: without the room WCAG's text spacing asks, which the label's wrap gives.
 */
export function needsWholeLine(label: string): boolean {
  const { word, width } = widestWord(label);
  return width - [...word].length * 0.12 > halfLineEms;
}

/**
 * The widest a figure's words may be, in this measure's ems at its size (28 px on a 320 px
 * phone), to share the line with another card: 102 px of card, as Chromium draws « de 500 »
 * (107 px, 4.1 here) and "85 %" (77 px, 3.0 here).
 */
const halfLineFigureEms = 3.6;

/**
 * Whether a figure holds words too wide for half a 320 px phone's line: the words a no-break
 * space joins (« Plus de 500 » keeps « de 500 » whole) count as one, as drawn.
 */
export function figureNeedsWholeLine(value: string): boolean {
  return value.split(/[ \t\n]+/).some((run) => wordWidth(run) - [...run].length * 0.12 > halfLineFigureEms);
}
