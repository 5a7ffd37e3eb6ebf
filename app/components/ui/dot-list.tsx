import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { useLanguageOf } from "./languages-of-words.tsx";

// Complete class names, so Tailwind sees them.
const dotColours = { primary: "bg-primary", accent: "bg-accent" } as const;

interface DotListProps extends Omit<ComponentProps<"ul">, "children"> {
  items: readonly string[];
  dot: keyof typeof dotColours;
}

export function DotList({ items, dot, className, ...props }: DotListProps) {
  const languageOf = useLanguageOf();
  return (
    <ul className={cn("space-y-2", className)} {...props}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span
            aria-hidden="true"
            className={cn(
              "mt-2.5 size-1.5 shrink-0 rounded-full forced-colors:bg-[CanvasText] forced-colors:forced-color-adjust-none",
              dotColours[dot],
            )}
          />
          {/* An element, not bare text, so engines without flex gap can space it by margin. */}
          <span lang={languageOf(item)}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
