import { Clock, GraduationCap } from "lucide-react";
import { cn } from "~/lib/cn";

/** A program's length and level, with their icons. */
export function DurationAndLevel({
  duration,
  level,
  className,
}: {
  duration: string;
  level: string;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground", className)}>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-[1.1em]" />
        {duration}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <GraduationCap aria-hidden="true" className="size-[1.1em]" />
        {level}
      </li>
    </ul>
  );
}
