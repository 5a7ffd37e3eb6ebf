import { useLanguageOf } from "./languages-of-words.tsx";

/** Text of several paragraphs, as the staff separate them in the editor: with an empty line. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const lang = useLanguageOf()(text);
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        // By position: the same words may come twice, and the text never reorders.
        <p key={index} lang={lang} className={className}>
          {paragraph.trim()}
        </p>
      ))}
    </>
  );
}
