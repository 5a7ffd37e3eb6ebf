import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "#app/components/ui/container.tsx";
import { cn } from "#app/lib/cn.ts";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

interface PageHeadingProps {
  id: string;
  title: string;
  intro?: string;
  /** A link back up, above the title: to all stories from one. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** The top of a page of its own: its one h1, a few words under it, on the muted band. */
export function PageHeading({ id, title, intro, back, children }: PageHeadingProps) {
  const languageOf = useLanguageOf();
  return (
    <section aria-labelledby={id} className="bg-muted pt-8 pb-10 print:bg-transparent print:py-0">
      <Container>
        {back && (
          <Link
            to={back.to}
            className="mb-6 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline print:hidden"
          >
            <Glyph name="arrow-left" className="size-5" />
            <span lang={languageOf(back.label)}>{back.label}</span>
          </Link>
        )}
        <PageTitle id={id} title={title} lang={languageOf(title)} className="max-w-3xl" />
        {intro && (
          <p lang={languageOf(intro)} className="mt-4 max-w-2xl text-lead text-muted-foreground">
            {intro}
          </p>
        )}
        {children}
      </Container>
    </section>
  );
}

/** A page's one h1: its title at the display size, its words never cut (FitWords). */
export function PageTitle({
  id,
  title,
  lang,
  className,
}: {
  id: string;
  title: string;
  lang?: string | undefined;
  className?: string;
}) {
  return (
    <h1
      id={id}
      lang={lang}
      className={cn("text-display font-extrabold tracking-tight text-balance", className)}
    >
      <FitWords>{title}</FitWords>
    </h1>
  );
}
