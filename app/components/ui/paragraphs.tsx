import type { ReactNode } from "react";
import { addressBreaks, emailAddress, withAddressBreaks } from "./address-breaks.tsx";
import { useLanguageOf } from "./languages-of-words.tsx";

/**
 * Text of several paragraphs, as the staff separate them in the editor: with an empty line.
 * With `linkEmails`, an email address in it is a link to write to it, never hyphenated.
 */
export function Paragraphs({
  text,
  className,
  linkEmails = false,
}: {
  text: string;
  className?: string;
  linkEmails?: boolean;
}) {
  const lang = useLanguageOf()(text);
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        // By position: the same words may come twice, and the text never reorders.
        <p key={index} lang={lang} className={className}>
          {linkEmails ? withEmailLinks(paragraph.trim()) : withAddressBreaks(paragraph.trim())}
        </p>
      ))}
    </>
  );
}

function withEmailLinks(text: string): ReactNode[] {
  return text.split(emailAddress).map((part, index) =>
    // split() with a group puts each address at an odd position.
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`} className="hyphens-none underline underline-offset-4">
        {addressBreaks(part)}
      </a>
    ) : (
      part
    ),
  );
}
