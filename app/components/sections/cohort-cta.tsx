import type { PageFacts, ProgramPageContent, SiteContent } from "#app/schema/types.ts";
import { ButtonRow } from "#app/components/shared/button-row.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { cohortNotes } from "#app/lib/cohort-dates.ts";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useWordsLanguages } from "#app/components/ui/languages-of-words.tsx";

interface CohortCtaProps {
  page: ProgramPageContent;
  words: SiteContent["programPage"];
  facts: PageFacts;
}

export function CohortCta({ page, words, facts }: CohortCtaProps) {
  const { heading, text, buttons } = page.closing;
  const languages = useWordsLanguages();
  const { start, deadline } = cohortNotes(page, words, facts, languages);
  return (
    <section id="next-cohort" aria-labelledby="cohort-heading" className="py-16 sm:py-20 print:py-3">
      <Container>
        <Panel className="p-6 text-center sm:p-12 @max-[20rem]:p-[5cqi] print:p-4">
          <h2 id="cohort-heading" className="text-heading font-bold text-balance">
            <FitWords>{heading}</FitWords>
          </h2>
          <p lang={languages.languageOf(text)} className="mx-auto mt-4 max-w-2xl text-lead">
            {text}
          </p>
          <ButtonRow
            buttons={buttons}
            facts={facts}
            variants={["onPrimary", "onPrimary"]}
            className="mt-8 justify-center"
          />
          {/* One line where both notes fit; on phones one note a line, with no separator
              left dangling and no date broken off its month. */}
          <p className="mt-8 flex flex-col items-center gap-1 text-body text-balance md:flex-row md:flex-wrap md:justify-center md:gap-x-2">
            <span className="inline-flex items-center gap-2">
              <Glyph name="calendar-days" className="size-5 shrink-0" />
              <span lang={start.lang}>{`${start.label} ${start.value}`}</span>
            </span>
            <span aria-hidden="true" className="hidden md:inline">
              ·
            </span>
            <span lang={deadline.lang}>{`${deadline.label} ${deadline.value}`}</span>
          </p>
        </Panel>
      </Container>
    </section>
  );
}
