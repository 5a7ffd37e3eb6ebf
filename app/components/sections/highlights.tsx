import type { ProgramPage } from "#app/schema/types.ts";
import { IconCard } from "#app/components/shared/icon-card.tsx";
import { Section } from "#app/components/ui/section.tsx";

type HighlightsProps = Pick<ProgramPage, "highlightsHeading" | "highlights">;

export function Highlights({ highlightsHeading, highlights }: HighlightsProps) {
  return (
    <Section id="highlights" heading={highlightsHeading} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-3">
        {highlights.map((highlight) => (
          <IconCard key={highlight.title} {...highlight} layout="beside" />
        ))}
      </ul>
    </Section>
  );
}
