import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-accent px-3 py-1 text-small font-semibold text-accent-foreground forced-colors:border",
        className,
      )}
      {...props}
    />
  );
}
