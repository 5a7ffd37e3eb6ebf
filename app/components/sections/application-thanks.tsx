import type { ApplicationContent } from "#app/schema/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Paragraphs } from "#app/components/ui/paragraphs.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";

type ApplicationThanksProps = ApplicationContent["thanks"] & {
  /** The program's page, in the page's language. */
  programPath: string;
};

export function ApplicationThanks({ heading, text, backLabel, programPath }: ApplicationThanksProps) {
  return (
    <section aria-labelledby="thanks-heading" className="py-16 sm:py-24">
      <Container className="max-w-2xl">
        <h1 id="thanks-heading" className="text-display font-extrabold tracking-tight text-balance">
          <FitWords>{heading}</FitWords>
        </h1>
        <div className="mt-4 space-y-3 text-lead text-muted-foreground">
          <Paragraphs text={text} />
        </div>
        <Button href={programPath} variant="outline" className="mt-8">
          {backLabel}
        </Button>
      </Container>
    </section>
  );
}
