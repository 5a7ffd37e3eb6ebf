import type { ProgramPageContent } from "#app/schema/types.ts";
import { Card } from "#app/components/ui/card.tsx";
import { DotList } from "#app/components/ui/dot-list.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

export function Curriculum({ heading, intro, items }: ProgramPageContent["curriculum"]) {
  const languageOf = useLanguageOf();
  return (
    <Section id="curriculum" heading={heading} intro={intro}>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 print:grid-cols-5 print:gap-2">
        {items.map((block) => (
          <Card as="li" key={block.title}>
            <Eyebrow lang={languageOf(block.weekRange)}>{block.weekRange}</Eyebrow>
            <h3 className="mt-2 text-title font-bold">
              <FitWords>{block.title}</FitWords>
            </h3>
            <DotList items={block.topics} dot="accent" className="mt-4 text-muted-foreground" />
          </Card>
        ))}
      </ol>
    </Section>
  );
}
