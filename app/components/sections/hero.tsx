import type { HomeContent, PageFacts } from "#app/schema/types.ts";
import { ButtonRow } from "#app/components/shared/button-row.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { InlineSvg } from "#app/components/ui/inline-svg.tsx";
import { StatList } from "#app/components/ui/stat-list.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { PageTitle } from "#app/components/shared/page-heading.tsx";

interface HeroProps {
  hero: HomeContent["hero"];
  facts: PageFacts;
  /** The illustration's SVG file; its description is the content's. */
  illustration: string;
}

export function Hero({ hero, facts, illustration }: HeroProps) {
  const languageOf = useLanguageOf();
  return (
    <section aria-labelledby="hero-heading" className="bg-background pt-12 pb-16 sm:pt-16 sm:pb-20">
      <Container>
        <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
          <div>
            <Eyebrow lang={languageOf(hero.eyebrow)}>{hero.eyebrow}</Eyebrow>
            <PageTitle id="hero-heading" title={hero.heading} className="mt-4" />
            <p lang={languageOf(hero.text)} className="mt-6 max-w-xl text-lead text-muted-foreground">
              {hero.text}
            </p>
            <ButtonRow buttons={hero.buttons} facts={facts} className="mt-8" />
          </div>
          <InlineSvg
            svg={illustration}
            label={hero.imageAlt}
            lang={languageOf(hero.imageAlt)}
            className="h-auto w-full rounded-card"
          />
        </div>
        <StatList statistics={hero.statistics} locale={facts.formats.dates} className="mt-12" />
      </Container>
    </section>
  );
}
