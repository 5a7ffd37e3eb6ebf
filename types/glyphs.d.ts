// Made by scripts/glyphs-plugin.ts: the address of the file that holds each icon of
// app/components/ui/glyph-names.ts as a <symbol> named after it.
declare module "virtual:glyphs" {
  export const sprite: string;
}
