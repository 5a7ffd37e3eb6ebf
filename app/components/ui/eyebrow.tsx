import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/** The small capitals line that introduces a heading. */
export function Eyebrow({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      className={cn("text-small font-semibold tracking-wide text-primary uppercase", className)}
      {...props}
    />
  );
}
