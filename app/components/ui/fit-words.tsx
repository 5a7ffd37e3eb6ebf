import { fitClass } from "#app/lib/fit-words.ts";

/**
 * A heading's or a button's words, never hyphenated nor split: where its longest word would not
 * fit the line at the visitor's text size, they are drawn smaller until it does. Words that fit
 * any line need no element of their own, unless `element` asks for one.
 */
export function FitWords({ children, element = false }: { children: string; element?: boolean }) {
  const fit = fitClass(children);
  return fit || element ? <span className={fit}>{children}</span> : children;
}
