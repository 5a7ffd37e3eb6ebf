import type { LabelledFact } from "#app/lib/cohort-dates.ts";
import { Glyph } from "#app/components/ui/glyph.tsx";

/** On a program's card: that its applications have closed, and when. */
export function ClosedNote({ note }: { note: LabelledFact }) {
  return (
    <p lang={note.lang} className="mt-2 flex items-center gap-2 text-small font-semibold">
      <Glyph name="calendar-days" className="size-4 shrink-0" />
      <span>{`${note.label} ${note.value}`}</span>
    </p>
  );
}
