import type { HomeContent, PageFacts } from "#app/schema/types.ts";
import { CallToAction } from "#app/components/shared/call-to-action.tsx";
import { IconCard } from "#app/components/shared/icon-card.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { StatList } from "#app/components/ui/stat-list.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

export function Mission({ mission, facts }: { mission: HomeContent["mission"]; facts: PageFacts }) {
  const { heading, intro, values, story, statistics } = mission;
  const languageOf = useLanguageOf();
  return (
    <Section id="mission" heading={heading} intro={intro} tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {values.map((value) => (
          <IconCard key={value.title} {...value} />
        ))}
      </ul>
      <Panel className="mt-12 grid items-start gap-8 p-6 sm:p-10 lg:grid-cols-2 @max-[20rem]:p-[5cqi]">
        <div>
          <h3 className="text-heading font-bold">
            <FitWords>{story.heading}</FitWords>
          </h3>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} lang={languageOf(paragraph)} className="mt-4 text-lead">
              {paragraph}
            </p>
          ))}
          {story.button && (
            <div className="mt-6">
              <CallToAction button={story.button} facts={facts} variant="onPrimary" />
            </div>
          )}
        </div>
        <StatList statistics={statistics} locale={facts.formats.dates} tone="onPrimary" columns="two" />
      </Panel>
    </Section>
  );
}
