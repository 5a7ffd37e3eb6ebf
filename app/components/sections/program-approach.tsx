import type { PageFacts, ProgramWithPage } from "#app/schema/types.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { formatWeeks } from "#app/lib/text.ts";

export function ProgramApproach({ program, facts }: { program: ProgramWithPage; facts: PageFacts }) {
  const { heading, paragraphs, lengthLabel, facts: figures } = program.page.approach;
  return (
    <Section id="approach" heading={heading}>
      <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr] print:grid-cols-[2fr_1fr] print:gap-4">
        <div className="space-y-4 text-lead print:space-y-2 print:text-body">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {[
            { value: formatWeeks(program.weeks, facts.weeks, facts.formats.dates), label: lengthLabel },
            ...figures,
          ].map((fact) => (
            <Panel as="li" key={fact.value} className="flex flex-col gap-1 p-6 print:p-3">
              <strong className="text-title font-bold">{fact.value}</strong>
              <span>{fact.label}</span>
            </Panel>
          ))}
        </ul>
      </div>
    </Section>
  );
}
