import {
  Briefcase,
  CalendarClock,
  Code,
  GraduationCap,
  HandCoins,
  Handshake,
  HeartHandshake,
  Languages,
  Lightbulb,
  Network,
  Rocket,
  Smartphone,
  UserRoundCheck,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import type { IconCard as IconCardContent, IconName } from "#app/schema/types.ts";
import { Card } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";

const glyphs: Record<IconName, LucideIcon> = {
  briefcase: Briefcase,
  "calendar-clock": CalendarClock,
  code: Code,
  "graduation-cap": GraduationCap,
  "hand-coins": HandCoins,
  handshake: Handshake,
  "heart-handshake": HeartHandshake,
  languages: Languages,
  lightbulb: Lightbulb,
  network: Network,
  rocket: Rocket,
  smartphone: Smartphone,
  "user-round-check": UserRoundCheck,
  users: Users,
};

interface IconCardProps extends IconCardContent {
  id?: string;
  layout?: "stacked" | "beside";
  children?: ReactNode;
}

export function IconCard({ id, icon, title, description, layout = "stacked", children }: IconCardProps) {
  const beside = layout === "beside";
  return (
    <Card as="li" id={id} className={cn("flex", beside ? "gap-4" : "flex-col")}>
      <Icon glyph={glyphs[icon]} />
      <div className={cn("flex flex-1 flex-col", !beside && "mt-4")}>
        <h3 className="text-title font-bold">{title}</h3>
        <p className={cn("flex-1 text-muted-foreground", beside ? "mt-1" : "mt-2")}>{description}</p>
        {children}
      </div>
    </Card>
  );
}
