import { sprite } from "virtual:glyphs";
import type { GlyphName } from "./glyph-names.ts";

interface GlyphProps {
  name: GlyphName;
  className?: string;
  strokeWidth?: number;
}

/**
 * A Lucide icon, drawn in the text's colour from the site's file of icons (fetched once for
 * every page); decorative, so hidden from assistive technology.
 */
export function Glyph({ name, className, strokeWidth = 2 }: GlyphProps) {
  return (
    <svg width="24" height="24" strokeWidth={strokeWidth} aria-hidden="true" className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
