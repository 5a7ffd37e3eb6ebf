import type { GlyphName } from "#app/components/ui/glyph-names.ts";
import type { Destination } from "#app/schema/links.ts";
import type { PageFacts } from "#app/schema/types.ts";

/**
 * How a link that leaves the page says so: an icon for the eye, and for the ear the words the
 * site settings give (Words for links).
 */
export const linkMarkers: Partial<
  Record<Destination["kind"], { glyph: GlyphName; words?: keyof PageFacts["words"] }>
> = {
  web: { glyph: "arrow-up-right", words: "otherSite" },
  email: { glyph: "mail", words: "email" },
  phone: { glyph: "phone", words: "phone" },
  file: { glyph: "download" },
};
