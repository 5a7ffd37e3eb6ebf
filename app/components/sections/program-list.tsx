import type { ButtonContent, HomeContent, PageFacts, Program, ProgramStyle } from "#app/schema/types.ts";
import { DurationAndLevel } from "#app/components/shared/duration-and-level.tsx";
import { CallToAction } from "#app/components/shared/call-to-action.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { DotList } from "#app/components/ui/dot-list.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { cn } from "#app/lib/cn.ts";
import { filledIn } from "#app/lib/text.ts";
import { cardButton, programAnchor } from "#app/lib/program-paths.ts";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf, useWordsLanguages } from "#app/components/ui/languages-of-words.tsx";
import { ClosedNote } from "#app/components/shared/closed-note.tsx";
import { applicationsClosedNote, type CohortWords } from "#app/lib/cohort-dates.ts";

interface ProgramListProps {
  section: HomeContent["programs"];
  programs: readonly Program[];
  /** The words that say, on a card, that a program's applications have closed. */
  dates: CohortWords;
  /** To the page of all programs, when there are more than these. */
  moreLink?: ButtonContent;
  facts: PageFacts;
}

// Complete class names per style, so Tailwind sees every one of them.
const cardStyles: Record<ProgramStyle, { card: string; band: string }> = {
  primary: { card: "", band: "bg-primary" },
  secondary: { card: "", band: "bg-primary/60" },
  accent: { card: "", band: "bg-accent" },
  featured: { card: "ring-2 ring-accent", band: "bg-accent" },
};

export function ProgramList({ section, programs, dates, moreLink, facts }: ProgramListProps) {
  const { heading, intro, consultation } = section;
  const languageOf = useLanguageOf();
  return (
    <Section id="programs" heading={heading} intro={intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {programs.map((program) => (
          <ProgramCard key={program.slug} program={program} section={section} dates={dates} facts={facts} />
        ))}
      </ul>
      {moreLink && (
        <p className="mt-8 text-center">
          <CallToAction button={moreLink} facts={facts} variant="outline" size="lg" />
        </p>
      )}
      <div className="mt-10 flex flex-col items-start gap-4 rounded-card border border-border bg-muted p-6 sm:p-8 md:flex-row md:items-center md:justify-between @max-[20rem]:p-[5cqi]">
        <div>
          <h3 className="text-title font-bold">
            <FitWords>{consultation.heading}</FitWords>
          </h3>
          <p lang={languageOf(consultation.text)} className="mt-1 text-muted-foreground">
            {consultation.text}
          </p>
        </div>
        <CallToAction button={consultation.button} facts={facts} variant="primary" />
      </div>
    </Section>
  );
}

interface ProgramCardProps {
  program: Program;
  section: Pick<HomeContent["programs"], "cardButtonLabel" | "cardButtonContext">;
  dates: CohortWords;
  facts: PageFacts;
}

function ProgramCard({ program, section, dates, facts }: ProgramCardProps) {
  const style = cardStyles[program.style];
  const button = cardButton(program, section.cardButtonLabel);
  const anchor = programAnchor(program.slug);
  const languages = useWordsLanguages();
  const context = filledIn(section.cardButtonContext, { title: program.title }, facts, languages);
  const closed = applicationsClosedNote(program, dates, facts, languages);
  return (
    <Card as="li" id={anchor} flush className={cn("flex flex-col overflow-hidden", style.card)}>
      <div aria-hidden="true" className={cn("h-2", style.band)} />
      <article className="flex flex-1 flex-col p-6" aria-labelledby={`${anchor}-title`}>
        <h3 id={`${anchor}-title`} className="text-title font-bold">
          <FitWords>{program.title}</FitWords>
        </h3>
        <DurationAndLevel
          weeks={program.weeks}
          level={program.level}
          facts={facts}
          className="mt-3 text-small"
        />
        <p lang={languages.languageOf(program.description)} className="mt-4 text-muted-foreground">
          {program.description}
        </p>
        {closed && <ClosedNote note={closed} />}
        <DotList items={program.features} dot="primary" className="mt-4" />
        <div className="mt-auto pt-6">
          <CallToAction
            button={button}
            facts={facts}
            srContext={[context]}
            variant={button.link ? "primary" : "outline"}
          />
        </div>
      </article>
    </Card>
  );
}
