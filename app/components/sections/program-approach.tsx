import type { PageFacts, ProgramWithPage } from "#app/schema/types.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { lengthInWeeks } from "#app/lib/text.ts";
import { figureOf } from "#app/lib/language-conventions.ts";
import { useWordsLanguages } from "#app/components/ui/languages-of-words.tsx";

export function ProgramApproach({ program, facts }: { program: ProgramWithPage; facts: PageFacts }) {
  const { heading, paragraphs, lengthLabel, facts: figures } = program.page.approach;
  const languages = useWordsLanguages();
  const { languageOf } = languages;
  const length = lengthInWeeks(program.weeks, facts, languages);
  return (
    <Section id="approach" heading={heading}>
      <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr] print:grid-cols-[2fr_1fr] print:gap-4">
        <div className="space-y-4 text-lead print:space-y-2 print:text-body">
          {paragraphs.map((paragraph) => (
            <p key={paragraph} lang={languageOf(paragraph)}>
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {[
            { value: length.text, valueLang: length.lang, label: lengthLabel },
            ...figures.map((figure) => ({
              value: figureOf(figure, facts.formats.dates),
              label: figure.label,
              valueLang: languageOf(figure.value),
            })),
          ].map((fact) => (
            <Panel as="li" key={fact.value} className="flex flex-col gap-1 p-6 print:p-3">
              <strong lang={fact.valueLang} className="text-title font-bold">
                {fact.value}
              </strong>
              <span lang={languageOf(fact.label)}>{fact.label}</span>
            </Panel>
          ))}
        </ul>
      </div>
    </Section>
  );
}
