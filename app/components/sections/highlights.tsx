import type { Highlight } from "~/content/types";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";

export function Highlights({ heading, highlights }: { heading: string; highlights: readonly Highlight[] }) {
  return (
    <Section id="highlights" heading={heading} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-3">
        {highlights.map((highlight) => (
          <Card as="li" key={highlight.title} className="flex gap-4">
            <Icon name={highlight.icon} />
            <div>
              <h3 className="text-title font-bold">{highlight.title}</h3>
              <p className="mt-1 text-muted-foreground">{highlight.description}</p>
            </div>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
