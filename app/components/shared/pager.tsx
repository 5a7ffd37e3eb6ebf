import { useId } from "react";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import type { Pager as PagerLinks } from "#app/lib/paging.ts";

const link =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4";

/**
 * The links between a list's pages, with `rel` so browsers and search engines know the order:
 * which page this is, then plain links to the one before and the one after, read with no script.
 */
export function Pager({ pager }: { pager: PagerLinks | undefined }) {
  const languageOf = useLanguageOf();
  const labelId = useId();
  if (!pager) return null;
  const { label, status, previous, next } = pager;
  // Named by words that carry their language, which an aria-label cannot: a label not yet
  // translated is read in the site's own.
  return (
    <nav
      aria-labelledby={labelId}
      className="mt-10 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 print:hidden"
    >
      <span id={labelId} lang={languageOf(label)} hidden>
        {label}
      </span>
      <p lang={languageOf(status)} className="text-muted-foreground">
        {status}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {previous && (
          <li>
            <a href={previous.href} rel="prev" lang={languageOf(previous.label)} className={link}>
              <Glyph name="arrow-left" className="size-5 shrink-0" />
              {previous.label}
            </a>
          </li>
        )}
        {next && (
          <li>
            <a href={next.href} rel="next" lang={languageOf(next.label)} className={link}>
              {next.label}
              <Glyph name="arrow-right" className="size-5 shrink-0" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
