/**
 * The Lucide icons the site draws, by Lucide's names. Only these reach the pages, from the set
 * of all Lucide icons in @iconify-json/lucide (scripts/glyphs-plugin.ts); add a name here to
 * draw another.
 */
export const glyphNames = [
  "arrow-left",
  "arrow-right",
  "arrow-up-right",
  "briefcase",
  "calendar-clock",
  "calendar-days",
  "chevron-right",
  "clock",
  "code",
  "download",
  "graduation-cap",
  "hand-coins",
  "handshake",
  "headphones",
  "heart-handshake",
  "languages",
  "lightbulb",
  "mail",
  "map-pin",
  "network",
  "phone",
  "quote",
  "rocket",
  "smartphone",
  "user-round-check",
  "users",
] as const;

export type GlyphName = (typeof glyphNames)[number];
