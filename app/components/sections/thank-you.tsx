import type { FormContent, PageFacts } from "#app/schema/types.ts";
import { CallToAction } from "#app/components/shared/call-to-action.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Paragraphs } from "#app/components/ui/paragraphs.tsx";
import { PageTitle } from "#app/components/shared/page-heading.tsx";

type ThankYouProps = FormContent["thanks"] & {
  /** Where its link leads back, in the page's language: the program's page, or the home page. */
  backPath: string;
  facts: PageFacts;
};

export function ThankYou({ heading, text, backLabel, backPath, next, facts }: ThankYouProps) {
  return (
    <section aria-labelledby="thanks-heading" className="py-16 sm:py-24">
      <Container className="max-w-2xl">
        <PageTitle id="thanks-heading" title={heading} />
        <div className="mt-4 space-y-3 text-lead text-muted-foreground">
          <Paragraphs text={text} />
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
          {next && <CallToAction button={next} facts={facts} />}
          <Button href={backPath} variant="outline">
            {backLabel}
          </Button>
        </div>
      </Container>
    </section>
  );
}
