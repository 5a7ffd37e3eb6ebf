import { Glyph } from "#app/components/ui/glyph.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import type { Pager as PagerLinks } from "#app/lib/paging.ts";

const link =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4";

/**
 * The links between a list's pages, with `rel` so browsers and search engines know the order;
 * plain links, read with no script, the page's number between them.
 */
export function Pager({ pager }: { pager: PagerLinks | undefined }) {
  const languageOf = useLanguageOf();
  if (!pager) return null;
  const { label, status, previous, next } = pager;
  return (
    <nav aria-label={label} className="mt-10 print:hidden">
      <ul className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <li className="min-w-0">
          {previous && (
            <a href={previous.href} rel="prev" lang={languageOf(previous.label)} className={link}>
              <Glyph name="arrow-left" className="size-5 shrink-0" />
              {previous.label}
            </a>
          )}
        </li>
        <li lang={languageOf(status)} className="text-muted-foreground">
          {status}
        </li>
        <li className="min-w-0">
          {next && (
            <a href={next.href} rel="next" lang={languageOf(next.label)} className={link}>
              {next.label}
              <Glyph name="arrow-right" className="size-5 shrink-0" />
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}
