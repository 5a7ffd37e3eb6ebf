import { cn } from "#app/lib/cn.ts";
import { Glyph } from "./glyph.tsx";
import type { GlyphName } from "./glyph-names.ts";

export function Icon({ glyph, className }: { glyph: GlyphName; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-control bg-primary-soft text-primary print:hidden",
        className,
      )}
    >
      <Glyph name={glyph} className="size-6" strokeWidth={1.75} />
    </span>
  );
}
