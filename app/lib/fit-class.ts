import { widestWord, widestWordEms } from "#app/schema/word-widths.ts";

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
