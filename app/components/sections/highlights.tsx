import type { ProgramPageContent } from "#app/schema/types.ts";
import { IconCard } from "#app/components/shared/icon-card.tsx";
import { Section } from "#app/components/ui/section.tsx";

export function Highlights({ heading, items }: ProgramPageContent["highlights"]) {
  return (
    <Section id="highlights" heading={heading} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-3">
        {items.map((highlight) => (
          <IconCard key={highlight.title} {...highlight} layout="beside" />
        ))}
      </ul>
    </Section>
  );
}
