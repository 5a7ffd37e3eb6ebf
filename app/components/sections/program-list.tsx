import type { HomeContent, Program, ProgramStyle } from "#app/schema/types.ts";
import { DurationAndLevel } from "#app/components/shared/duration-and-level.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { DotList } from "#app/components/ui/dot-list.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { cn } from "#app/lib/cn.ts";
import { programLink } from "#app/lib/program-paths.ts";

interface ProgramListProps {
  section: HomeContent["programs"];
  programs: readonly Program[];
}

// Complete class names per style, so Tailwind sees every one of them.
const cardStyles: Record<ProgramStyle, { card: string; band: string }> = {
  primary: { card: "", band: "bg-primary" },
  secondary: { card: "", band: "bg-primary/60" },
  accent: { card: "", band: "bg-accent" },
  featured: { card: "ring-2 ring-accent", band: "bg-accent" },
};

export function ProgramList({ section, programs }: ProgramListProps) {
  const { heading, intro, cardButtonLabel, consultation } = section;
  return (
    <Section id="programs" heading={heading} intro={intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {programs.map((program) => (
          <ProgramCard key={program.slug} program={program} buttonLabel={cardButtonLabel} />
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-start gap-4 rounded-card border border-border bg-muted p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h3 className="text-title font-bold">{consultation.heading}</h3>
          <p className="mt-1 text-muted-foreground">{consultation.text}</p>
        </div>
        <Button variant="primary">{consultation.buttonLabel}</Button>
      </div>
    </Section>
  );
}

function ProgramCard({ program, buttonLabel }: { program: Program; buttonLabel: string }) {
  const style = cardStyles[program.style];
  const href = programLink(program);
  return (
    <Card as="li" flush className={cn("flex flex-col overflow-hidden", style.card)}>
      <div aria-hidden="true" className={cn("h-2", style.band)} />
      <article className="flex flex-1 flex-col p-6" aria-labelledby={`program-${program.slug}`}>
        <h3 id={`program-${program.slug}`} className="text-title font-bold">
          {program.title}
        </h3>
        <DurationAndLevel weeks={program.weeks} level={program.level} className="mt-3 text-small" />
        <p className="mt-4 text-muted-foreground">{program.description}</p>
        <DotList items={program.features} dot="primary" className="mt-4" />
        <div className="mt-auto pt-6">
          <Button href={href} srContext={`about ${program.title}`} variant={href ? "primary" : "outline"}>
            {buttonLabel}
          </Button>
        </div>
      </article>
    </Card>
  );
}
