import type { HTMLAttributes } from "react";
import { cn } from "#app/lib/cn.ts";

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** "li" inside a list, "article" for a self-contained item, "div" otherwise. */
  as?: "div" | "li" | "article";
  /** No inner padding, for cards whose content reaches the edges. */
  flush?: boolean;
}

export function Card({ as: Element = "div", flush = false, className, ...props }: CardProps) {
  return (
    <Element
      className={cn(
        "rounded-card border border-border bg-card shadow-sm print:break-inside-avoid print:shadow-none",
        !flush && "p-6 print:p-3",
        className,
      )}
      {...props}
    />
  );
}
