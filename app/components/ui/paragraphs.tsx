/** Text of several paragraphs, as the staff separate them in the editor: with an empty line. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph} className={className}>
          {paragraph.trim()}
        </p>
      ))}
    </>
  );
}
