import type { PageFacts, ProgramWithPage, SiteContent } from "#app/schema/types.ts";
import { ButtonRow } from "#app/components/shared/button-row.tsx";
import { DurationAndLevel } from "#app/components/shared/duration-and-level.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { StatList } from "#app/components/ui/stat-list.tsx";
import { cohortNotes, type LabelledFact } from "#app/lib/cohort-dates.ts";
import { taughtIn } from "#app/lib/text.ts";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { lineStart } from "#app/lib/language-conventions.ts";
import { useWordsLanguages } from "#app/components/ui/languages-of-words.tsx";
import { PageTitle } from "#app/components/shared/page-heading.tsx";
import { Breadcrumbs } from "#app/components/shared/breadcrumbs.tsx";
import type { ShownTrail } from "#app/lib/page-head.ts";

interface ProgramHeroProps {
  program: ProgramWithPage;
  words: SiteContent["programPage"];
  /** The way back up to the programs, in the staff's words: "Back to Programs". */
  trail?: ShownTrail | undefined;
  facts: PageFacts;
}

export function ProgramHero({ program, words, trail, facts }: ProgramHeroProps) {
  const { page } = program;
  const languages = useWordsLanguages();
  const { languageOf } = languages;
  const { start, deadline } = cohortNotes(page, words, facts, languages);
  const names = program.languages.map((language) => language.name);
  return (
    <section
      aria-labelledby="program-title"
      className="bg-muted pt-8 pb-16 sm:pb-20 print:bg-transparent print:py-0"
    >
      <Container>
        {trail && <Breadcrumbs trail={trail} />}
        <div className="mt-8 grid items-start gap-10 lg:grid-cols-[1.6fr_1fr] print:mt-0 print:block">
          <div className="max-w-3xl">
            <Badge lang={languageOf(page.badge)}>{page.badge}</Badge>
            <PageTitle id="program-title" title={program.title} className="mt-4" />
            <DurationAndLevel weeks={program.weeks} level={program.level} facts={facts} className="mt-4" />
            <p lang={languageOf(page.summary)} className="mt-6 text-lead text-muted-foreground">
              {page.summary}
            </p>
            <ButtonRow buttons={page.buttons} facts={facts} className="mt-8" />
          </div>
          <KeyFacts
            heading={words.keyFactsHeading}
            facts={[
              start,
              deadline,
              taughtInLine(taughtIn(words.languagesLabel, names, facts, languages), facts.formats.dates),
            ]}
          />
        </div>
        <h2 lang={languageOf(words.statisticsHeading)} className="sr-only">
          {words.statisticsHeading}
        </h2>
        <StatList statistics={page.statistics} locale={facts.formats.dates} className="mt-12 print:mt-4" />
      </Container>
    </section>
  );
}

function KeyFacts({ heading, facts }: { heading: string; facts: readonly LabelledFact[] }) {
  return (
    <Card className="print:hidden">
      <h2 className="text-title font-bold">
        <FitWords>{heading}</FitWords>
      </h2>
      <dl className="mt-4 space-y-4">
        {facts.map((fact) => (
          <div key={fact.label} lang={fact.lang}>
            <dt className="text-small text-muted-foreground">{fact.label}</dt>
            <dd className="font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The languages begin their line: « Mandinka, wolof et anglais », as French names them in lower case. */
function taughtInLine(taught: ReturnType<typeof taughtIn>, locale: string) {
  return { ...taught, value: lineStart(taught.value, locale) };
}
