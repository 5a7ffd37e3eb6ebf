import type { NotFoundContent } from "#app/schema/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

type NotFoundMessageProps = Pick<NotFoundContent, "code" | "heading" | "text" | "homeLinkLabel"> & {
  /** The home page in the page's language. */
  homePath: string;
};

export function NotFoundMessage({ code, heading, text, homeLinkLabel, homePath }: NotFoundMessageProps) {
  const languageOf = useLanguageOf();
  return (
    <section aria-labelledby="not-found-heading" className="py-24 sm:py-32">
      <Container className="text-center">
        <p aria-hidden="true" className="text-display font-extrabold text-primary">
          {code}
        </p>
        <h1 id="not-found-heading" className="mt-2 text-heading font-bold">
          <FitWords>{heading}</FitWords>
        </h1>
        <p lang={languageOf(text)} className="mx-auto mt-4 max-w-md text-lead text-muted-foreground">
          {text}
        </p>
        <Button href={homePath} size="lg" className="mt-8">
          {homeLinkLabel}
        </Button>
      </Container>
    </section>
  );
}
