import type { PageFacts, Program } from "#app/schema/types.ts";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { cn } from "#app/lib/cn.ts";
import { lengthInWeeks } from "#app/lib/text.ts";
import { useWordsLanguages } from "#app/components/ui/languages-of-words.tsx";

type DurationAndLevelProps = Pick<Program, "weeks" | "level"> & { facts: PageFacts; className?: string };

export function DurationAndLevel({ weeks, level, facts, className }: DurationAndLevelProps) {
  const languages = useWordsLanguages();
  const length = lengthInWeeks(weeks, facts, languages);
  return (
    <ul className={cn("flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground", className)}>
      <li lang={length.lang} className="inline-flex items-center gap-1.5">
        <Glyph name="clock" className="size-[1.1em]" />
        {length.text}
      </li>
      <li lang={languages.languageOf(level)} className="inline-flex items-center gap-1.5">
        <Glyph name="graduation-cap" className="size-[1.1em]" />
        {level}
      </li>
    </ul>
  );
}
