import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** The small capitals line that introduces a heading. */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn("text-small font-semibold tracking-wide text-primary uppercase", className)}>
      {children}
    </p>
  );
}
