import type { HTMLAttributes } from "react";
import { cn } from "#app/lib/cn.ts";

interface PanelProps extends HTMLAttributes<HTMLElement> {
  as?: "div" | "li";
}

export function Panel({ as: Element = "div", className, ...props }: PanelProps) {
  return (
    <Element
      className={cn(
        "rounded-card bg-primary text-primary-foreground print:border print:border-border print:bg-transparent print:text-foreground forced-colors:border",
        className,
      )}
      {...props}
    />
  );
}
