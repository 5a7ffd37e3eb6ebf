import type { LucideIcon } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

export function Icon({ glyph: Glyph, className }: { glyph: LucideIcon; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-control bg-primary-soft text-primary print:hidden",
        className,
      )}
    >
      <Glyph className="size-6" strokeWidth={1.75} />
    </span>
  );
}
