import type { Statistic } from "~/content/types";
import { Section } from "~/components/ui/section";

interface ProgramApproachProps {
  heading: string;
  paragraphs: readonly string[];
  facts: readonly Statistic[];
}

/** How the program works: the "bridging the divide" section. */
export function ProgramApproach({ heading, paragraphs, facts }: ProgramApproachProps) {
  return (
    <Section id="approach" heading={heading}>
      <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr] print:grid-cols-[2fr_1fr] print:gap-4">
        <div className="space-y-4 text-lead print:space-y-2 print:text-body">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {facts.map((fact) => (
            <li
              key={fact.value}
              className="flex flex-col gap-1 rounded-card bg-primary p-6 text-primary-foreground print:border print:border-border print:bg-transparent print:p-3 print:text-foreground"
            >
              <strong className="text-title font-bold">{fact.value}</strong>
              <span>{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
