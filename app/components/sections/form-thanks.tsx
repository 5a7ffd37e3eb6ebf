import type { FormContent } from "#app/schema/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Paragraphs } from "#app/components/ui/paragraphs.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";

type FormThanksProps = FormContent["thanks"] & {
  /** Where its link leads back, in the page's language: the program's page, or the home page. */
  backPath: string;
};

export function FormThanks({ heading, text, backLabel, backPath }: FormThanksProps) {
  return (
    <section aria-labelledby="thanks-heading" className="py-16 sm:py-24">
      <Container className="max-w-2xl">
        <h1 id="thanks-heading" className="text-display font-extrabold tracking-tight text-balance">
          <FitWords>{heading}</FitWords>
        </h1>
        <div className="mt-4 space-y-3 text-lead text-muted-foreground">
          <Paragraphs text={text} />
        </div>
        <Button href={backPath} variant="outline" className="mt-8">
          {backLabel}
        </Button>
      </Container>
    </section>
  );
}
