// Made by scripts/glyphs-plugin.ts: each icon of app/components/ui/glyph-names.ts, as the
// markup inside its <svg>.
declare module "virtual:glyphs" {
  const glyphs: Record<import("#app/components/ui/glyph-names.ts").GlyphName, string>;
  export default glyphs;
}
