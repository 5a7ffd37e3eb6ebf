import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

interface PanelProps {
  children: ReactNode;
  /** "li" inside a list, "div" otherwise. */
  as?: "div" | "li";
  /** Padding and layout; the colours are the panel's own. */
  className?: string;
}

/** A block on the brand colour, for what a section wants noticed. On paper, a thin frame. */
export function Panel({ children, as: Element = "div", className }: PanelProps) {
  return (
    <Element
      className={cn(
        "rounded-card bg-primary text-primary-foreground print:border print:border-border print:bg-transparent print:text-foreground",
        className,
      )}
    >
      {children}
    </Element>
  );
}
