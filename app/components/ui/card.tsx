import type { HTMLAttributes } from "react";
import { cn } from "#app/lib/cn.ts";

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: "div" | "li" | "article";
  flush?: boolean;
}

export function Card({ as: Element = "div", flush = false, className, ...props }: CardProps) {
  return (
    <Element
      className={cn(
        "rounded-card border border-border bg-card shadow-sm print:break-inside-avoid print:shadow-none",
        // On a page only a few words wide (large text on a phone), the edges give words the room.
        !flush && "p-6 @max-[20rem]:p-[5cqi] print:p-3",
        className,
      )}
      {...props}
    />
  );
}
