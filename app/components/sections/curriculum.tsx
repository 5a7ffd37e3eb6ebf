import type { CurriculumBlock } from "~/content/types";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

interface CurriculumProps {
  heading: string;
  intro: string;
  blocks: readonly CurriculumBlock[];
}

export function Curriculum({ heading, intro, blocks }: CurriculumProps) {
  return (
    <Section id="curriculum" heading={heading} intro={intro}>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 print:grid-cols-5 print:gap-2">
        {blocks.map((block) => (
          <Card as="li" key={block.title}>
            <p className="text-small font-semibold tracking-wide text-primary uppercase">{block.weekRange}</p>
            <h3 className="mt-2 text-title font-bold">{block.title}</h3>
            <ul className="mt-4 space-y-2">
              {block.topics.map((topic) => (
                <li key={topic} className="flex gap-2 text-muted-foreground">
                  <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />
                  {topic}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </ol>
    </Section>
  );
}
