import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { Container } from "./container.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "./languages-of-words.tsx";

interface SectionProps extends Omit<ComponentProps<"section">, "id"> {
  /** The section's anchor; its heading gets the id `<id>-heading`. */
  id: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "muted";
}

export function Section({ id, heading, intro, tone = "plain", className, children, ...props }: SectionProps) {
  const headingId = `${id}-heading`;
  const languageOf = useLanguageOf();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "py-16 sm:py-20 print:py-3",
        tone === "muted" && "bg-muted print:bg-transparent",
        className,
      )}
      {...props}
    >
      {/* On paper each chart, table and card is kept whole (their own rules), not the whole
          section: a section kept whole left most of a sheet blank before it. */}
      <Container>
        <div className="max-w-2xl">
          <h2
            id={headingId}
            className="text-heading font-bold tracking-tight text-balance print:break-after-avoid"
          >
            <FitWords>{heading}</FitWords>
          </h2>
          {intro && (
            <p lang={languageOf(intro)} className="mt-4 text-lead text-muted-foreground">
              {intro}
            </p>
          )}
        </div>
        <div className="mt-10 print:mt-3">{children}</div>
      </Container>
    </section>
  );
}
