import type { ReactNode } from "react";
import type { IconCard as IconCardContent, IconName } from "#app/schema/types.ts";
import { Card } from "#app/components/ui/card.tsx";
import type { GlyphName } from "#app/components/ui/glyph-names.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

// The content names its icons as Lucide does; every name it may use is one the site draws.
const glyphs: Record<IconName, GlyphName> = {
  briefcase: "briefcase",
  "calendar-clock": "calendar-clock",
  code: "code",
  "graduation-cap": "graduation-cap",
  "hand-coins": "hand-coins",
  handshake: "handshake",
  "heart-handshake": "heart-handshake",
  languages: "languages",
  lightbulb: "lightbulb",
  network: "network",
  rocket: "rocket",
  smartphone: "smartphone",
  "user-round-check": "user-round-check",
  users: "users",
};

interface IconCardProps extends IconCardContent {
  id?: string;
  layout?: "stacked" | "beside";
  children?: ReactNode;
}

export function IconCard({ id, icon, title, description, layout = "stacked", children }: IconCardProps) {
  const beside = layout === "beside";
  const languageOf = useLanguageOf();
  return (
    <Card as="li" id={id} className={cn("flex", beside ? "flex-wrap gap-4" : "flex-col")}>
      <Icon glyph={glyphs[icon]} />
      {/* Beside the icon while the card has room for a few words, under it otherwise. */}
      <div className={cn("flex flex-col", beside ? "flex-[1_1_10rem]" : "mt-4 flex-1")}>
        <h3 className="text-title font-bold">
          <FitWords>{title}</FitWords>
        </h3>
        <p
          lang={languageOf(description)}
          className={cn("flex-1 text-muted-foreground", beside ? "mt-1" : "mt-2")}
        >
          {description}
        </p>
        {children}
      </div>
    </Card>
  );
}
