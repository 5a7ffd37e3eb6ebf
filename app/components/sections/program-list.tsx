import type { CallToAction, Program, ProgramStyle } from "~/content/types";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { DurationAndLevel } from "./duration-and-level";

interface ProgramListProps {
  heading: string;
  intro: string;
  programs: readonly Program[];
  consultation: { heading: string; text: string; action: CallToAction };
}

// Complete class names per style, so Tailwind sees every one of them.
const cardStyles: Record<ProgramStyle, { card: string; band: string }> = {
  primary: { card: "", band: "bg-primary" },
  secondary: { card: "", band: "bg-primary/60" },
  accent: { card: "", band: "bg-accent" },
  featured: { card: "ring-2 ring-accent", band: "bg-accent" },
};

export function ProgramList({ heading, intro, programs, consultation }: ProgramListProps) {
  return (
    <Section id="programs" heading={heading} intro={intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {programs.map((program) => (
          <ProgramCard key={program.slug} program={program} />
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-start gap-4 rounded-card border border-border bg-muted p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h3 className="text-title font-bold">{consultation.heading}</h3>
          <p className="mt-1 text-muted-foreground">{consultation.text}</p>
        </div>
        <Button href={consultation.action.href} variant="primary">
          {consultation.action.label}
        </Button>
      </div>
    </Section>
  );
}

function ProgramCard({ program }: { program: Program }) {
  const style = cardStyles[program.style];
  return (
    <Card as="li" flush className={cn("flex flex-col overflow-hidden", style.card)}>
      <div aria-hidden="true" className={cn("h-2", style.band)} />
      <article className="flex flex-1 flex-col p-6" aria-labelledby={`program-${program.slug}`}>
        <h3 id={`program-${program.slug}`} className="text-title font-bold">
          {program.title}
        </h3>
        <DurationAndLevel duration={program.duration} level={program.level} className="mt-3 text-small" />
        <p className="mt-4 text-muted-foreground">{program.description}</p>
        <ul className="mt-4 space-y-2">
          {program.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <Button
            href={program.action.href}
            srContext={program.action.context}
            variant={program.action.href ? "primary" : "outline"}
          >
            {program.action.label}
          </Button>
        </div>
      </article>
    </Card>
  );
}
