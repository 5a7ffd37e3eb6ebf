import { useLanguageOf } from "./languages-of-words.tsx";

/** Words of the content inside other words: an element of their own only where they are in another language than the page. */
export function Words({ children }: { children: string }) {
  const lang = useLanguageOf()(children);
  return lang ? <span lang={lang}>{children}</span> : children;
}
