import { fitClass } from "#app/lib/fit-class.ts";
import { useLanguageOf } from "./languages-of-words.tsx";

/**
 * A heading's or a button's words, never hyphenated nor split: where its longest word would not
 * fit the line at the visitor's text size, they are drawn smaller until it does. Words that fit
 * any line need no element of their own, unless `element` asks for one or they are in another
 * language than the page.
 */
export function FitWords({ children, element = false }: { children: string; element?: boolean }) {
  const fit = fitClass(children);
  const lang = useLanguageOf()(children);
  return fit || element || lang ? (
    <span className={fit} lang={lang}>
      {children}
    </span>
  ) : (
    children
  );
}
