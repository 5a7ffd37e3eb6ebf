import type { ReactNode } from "react";
import type { AllProgramsContent, ButtonContent, PageFacts, Program } from "#app/schema/types.ts";
import { CallToAction } from "#app/components/shared/call-to-action.tsx";
import { DurationAndLevel } from "#app/components/shared/duration-and-level.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ProgramPlace } from "#app/lib/program-places.ts";
import { taughtIn } from "#app/lib/text.ts";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf, useWordsLanguages } from "#app/components/ui/languages-of-words.tsx";
import { PageTitle } from "#app/components/shared/page-heading.tsx";
import { ClosedNote } from "#app/components/shared/closed-note.tsx";
import type { LabelledFact } from "#app/lib/cohort-dates.ts";
import { Breadcrumbs } from "#app/components/shared/breadcrumbs.tsx";
import type { ShownTrail } from "#app/lib/page-head.ts";

/** A program as the page of all programs lists it: a few lines, and the way to its page or link. */
export type ListedProgram = Pick<Program, "slug" | "title" | "weeks" | "level" | "location"> & {
  languages: string[];
  button: ButtonContent;
  /** Said after the button's words, so each has a name of its own: "about Tech Foundations". */
  buttonContext: { text: string; lang: string | undefined };
  /** That its applications have closed, and when, until the staff set its next dates. */
  closed?: LabelledFact | undefined;
};

interface ProgramDirectoryProps {
  page: Pick<AllProgramsContent, "title" | "intro" | "placesHeading">;
  places: ReadonlyArray<ProgramPlace<ListedProgram>>;
  /** Every place of the list, this page's or a later one's, leading where its programs begin. */
  placeLinks: ReadonlyArray<{ name: string; href: string }>;
  languagesLabel: string;
  /** The pages above it: the home page. */
  trail?: ShownTrail | undefined;
  facts: PageFacts;
  /** After the programs: the links to the list's other pages. */
  children?: ReactNode;
}

// Plain links to each place: the list jumps with no script, and reads as a table of contents.
export function ProgramDirectory({
  page,
  places,
  placeLinks,
  languagesLabel,
  trail,
  facts,
  children,
}: ProgramDirectoryProps) {
  const languageOf = useLanguageOf();
  return (
    <>
      <section
        aria-labelledby="all-programs-title"
        className={cn("bg-muted pb-10 print:bg-transparent", trail ? "pt-4" : "pt-12")}
      >
        <Container>
          {trail && <Breadcrumbs trail={trail} className="mb-4" />}
          <PageTitle id="all-programs-title" title={page.title} />
          <p lang={languageOf(page.intro)} className="mt-4 max-w-2xl text-lead text-muted-foreground">
            {page.intro}
          </p>
          <nav aria-labelledby="places-heading" className="mt-8 print:hidden">
            <h2 id="places-heading" className="text-body font-bold">
              <FitWords>{page.placesHeading}</FitWords>
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              {placeLinks.map((place) => (
                <li key={place.href}>
                  <a
                    href={place.href}
                    lang={languageOf(place.name)}
                    className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
                  >
                    {place.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </section>
      {places.map((place) => (
        <section key={place.id} id={place.id} aria-labelledby={`${place.id}-heading`} className="py-10">
          <Container>
            <h2 id={`${place.id}-heading`} className="text-heading font-bold tracking-tight">
              <FitWords>{place.name}</FitWords>
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {place.programs.map((program) => (
                <ListedProgramItem
                  key={program.slug}
                  program={program}
                  languagesLabel={languagesLabel}
                  facts={facts}
                />
              ))}
            </ul>
          </Container>
        </section>
      ))}
      {children && <Container className="pb-10">{children}</Container>}
    </>
  );
}

interface ListedProgramItemProps {
  program: ListedProgram;
  languagesLabel: string;
  facts: PageFacts;
}

function ListedProgramItem({ program, languagesLabel, facts }: ListedProgramItemProps) {
  const leads = Boolean(program.button.link || program.button.file);
  const taught = taughtIn(languagesLabel, program.languages, facts, useWordsLanguages());
  return (
    <li className="flex flex-col rounded-card border border-border bg-card p-5">
      <h3 className="text-title font-bold">
        <FitWords>{program.title}</FitWords>
      </h3>
      <DurationAndLevel
        weeks={program.weeks}
        level={program.level}
        facts={facts}
        className="mt-2 text-small"
      />
      <p lang={taught.lang} className="mt-2 text-small">
        <span className="text-muted-foreground">{taught.label}</span> {taught.value}
      </p>
      {program.closed && <ClosedNote note={program.closed} />}
      {leads && (
        <div className="mt-auto pt-4">
          <CallToAction
            button={program.button}
            facts={facts}
            srContext={[program.buttonContext]}
            variant="outline"
          />
        </div>
      )}
    </li>
  );
}
