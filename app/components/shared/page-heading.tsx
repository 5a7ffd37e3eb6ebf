import type { ReactNode } from "react";
import { Container } from "#app/components/ui/container.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ShownTrail } from "#app/lib/page-head.ts";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";

interface PageHeadingProps {
  id: string;
  title: string;
  intro?: string;
  /** The pages above it, above the title: the home page, all stories from one. */
  trail?: ShownTrail | undefined;
  children?: ReactNode;
}

/** The top of a page of its own: its one h1, a few words under it, on the muted band. */
export function PageHeading({ id, title, intro, trail, children }: PageHeadingProps) {
  const languageOf = useLanguageOf();
  return (
    <section
      aria-labelledby={id}
      className={cn("bg-muted pb-10 print:bg-transparent print:py-0", trail ? "pt-4" : "pt-8")}
    >
      <Container>
        {trail && <Breadcrumbs trail={trail} className="mb-4" />}
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
