import { withAddressBreaks } from "#app/components/ui/address-breaks.tsx";
import { Fragment } from "react";
import type { PageLanguage } from "#app/schema/types.ts";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { proseLinks } from "#app/lib/destinations.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Paragraphs as the staff write them, an empty line between them, with their links: a page of
 * this site in the page's language, anything else as it is written. A link is not hyphenated
 * (an email address must read as written), and breaks only where it would widen the page.
 */
export function Prose({
  text,
  language,
  className,
}: {
  text: string;
  language: Pick<PageLanguage, "prefix">;
  className?: string;
}) {
  const lang = useLanguageOf()(text);
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        // By position: the text never reorders, and two paragraphs may read alike.
        <p key={index} lang={lang} className={cn("mt-4 first:mt-0", className)}>
          {proseLinks(paragraph.trim(), language).map((part, at) => {
            return part.href ? (
              <a
                key={at}
                href={part.href}
                className="font-semibold hyphens-none text-primary underline underline-offset-4"
              >
                {withAddressBreaks(part.words)}
              </a>
            ) : (
              <Fragment key={at}>{withAddressBreaks(part.words)}</Fragment>
            );
          })}
        </p>
      ))}
    </>
  );
}
