import glyphs from "virtual:glyphs";
import type { GlyphName } from "./glyph-names.ts";

interface GlyphProps {
  name: GlyphName;
  className?: string;
  strokeWidth?: number;
}

/** A Lucide icon, drawn in the text's colour; decorative, so hidden from assistive technology. */
export function Glyph({ name, className, strokeWidth = 2 }: GlyphProps) {
  const body = glyphs[name].replaceAll('stroke-width="2"', `stroke-width="${strokeWidth}"`);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      // The icon's own paths, from the icon set at build time: no visitor's input reaches it.
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
