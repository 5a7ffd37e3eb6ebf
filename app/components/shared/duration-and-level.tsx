import type { PageFacts, Program } from "#app/schema/types.ts";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatWeeks } from "#app/lib/text.ts";

type DurationAndLevelProps = Pick<Program, "weeks" | "level"> & { facts: PageFacts; className?: string };

export function DurationAndLevel({ weeks, level, facts, className }: DurationAndLevelProps) {
  return (
    <ul className={cn("flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground", className)}>
      <li className="inline-flex items-center gap-1.5">
        <Glyph name="clock" className="size-[1.1em]" />
        {formatWeeks(weeks, facts.weeks, facts.formats.dates)}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Glyph name="graduation-cap" className="size-[1.1em]" />
        {level}
      </li>
    </ul>
  );
}
