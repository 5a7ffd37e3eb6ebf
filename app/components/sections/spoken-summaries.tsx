import { useId } from "react";
import type { PageFacts, ProgramPageContent, SiteContent } from "#app/schema/types.ts";
import { Card } from "#app/components/ui/card.tsx";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { describeRecording } from "#app/lib/destinations.ts";
import { Paragraphs } from "#app/components/ui/paragraphs.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { lineStart } from "#app/lib/language-conventions.ts";

type Listen = NonNullable<ProgramPageContent["listen"]>;

interface SpokenSummariesProps extends Listen {
  words: SiteContent["programPage"];
  facts: PageFacts;
}

/**
 * A short recording in each language the program is taught in, for visitors who read little.
 * Nothing of a recording loads before the visitor presses play (preload="none"); its length
 * and size are written beside it, for visitors who pay for their data.
 */
export function SpokenSummaries({ heading, intro, items, words, facts }: SpokenSummariesProps) {
  return (
    <Section id="listen" heading={heading} intro={intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((recording) => (
          <Recording key={recording.file} {...recording} words={words} facts={facts} />
        ))}
      </ul>
    </Section>
  );
}

function Recording({
  language,
  code,
  file,
  transcript,
  words,
  facts,
}: Listen["items"][number] & Pick<SpokenSummariesProps, "words" | "facts">) {
  const id = useId();
  return (
    <Card as="li" className="flex flex-col gap-4 print:hidden">
      <h3 id={`${id}-name`} className="flex flex-wrap items-center gap-2 text-title font-bold">
        <Glyph name="headphones" className="size-6 shrink-0 text-primary" />
        <FitWords>{lineStart(language, facts.formats.dates)}</FitWords>
      </h3>
      <p id={`${id}-facts`} className="text-small text-muted-foreground">
        {describeRecording(file, facts)}
      </p>
      {/* Audio alone needs a transcript (WCAG 1.2.1), written below; browsers show no
          captions track for <audio>. */}
      {/* eslint-disable-next-line jsx-a11y-x/media-has-caption */}
      <audio
        controls
        preload="none"
        src={file}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-facts`}
        className="w-full"
      />
      <div className="border-t border-border pt-4">
        <h4 className="text-body font-bold">
          <FitWords>{words.transcriptLabel}</FitWords>
        </h4>
        <div lang={code} className="mt-2 space-y-3">
          <Paragraphs text={transcript} />
        </div>
      </div>
    </Card>
  );
}
