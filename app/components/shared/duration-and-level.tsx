import { Clock, GraduationCap } from "lucide-react";
import type { Program } from "#app/schema/types.ts";
import { cn } from "#app/lib/cn.ts";
import { formatWeeks } from "#app/lib/text.ts";

type DurationAndLevelProps = Pick<Program, "weeks" | "level"> & { className?: string };

export function DurationAndLevel({ weeks, level, className }: DurationAndLevelProps) {
  return (
    <ul className={cn("flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground", className)}>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-[1.1em]" />
        {formatWeeks(weeks)}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <GraduationCap aria-hidden="true" className="size-[1.1em]" />
        {level}
      </li>
    </ul>
  );
}
