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
import type { IconName } from "~/content/types";
import { cn } from "~/lib/cn";

const icons: Record<IconName, LucideIcon> = {
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

/** A decorative icon in a soft tile, hidden from assistive technology. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = icons[name];
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
