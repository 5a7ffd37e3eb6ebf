import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

interface NotFoundMessageProps {
  /** The large "404" above the heading. */
  code: string;
  heading: string;
  text: string;
  homeLink: { label: string; href: string };
}

export function NotFoundMessage({ code, heading, text, homeLink }: NotFoundMessageProps) {
  return (
    <section aria-labelledby="not-found-heading" className="py-24 sm:py-32">
      <Container className="text-center">
        <p aria-hidden="true" className="text-display font-extrabold text-primary">
          {code}
        </p>
        <h1 id="not-found-heading" className="mt-2 text-heading font-bold">
          {heading}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lead text-muted-foreground">{text}</p>
        <Button href={homeLink.href} size="lg" className="mt-8">
          {homeLink.label}
        </Button>
      </Container>
    </section>
  );
}
