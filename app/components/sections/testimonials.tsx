import type { ProgramPageContent } from "#app/schema/types.ts";
import { Card } from "#app/components/ui/card.tsx";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

export function Testimonials({ heading, items }: ProgramPageContent["testimonials"]) {
  const languageOf = useLanguageOf();
  return (
    <Section id="testimonials" heading={heading} tone="muted">
      <ul className="grid gap-6 lg:grid-cols-3 print:grid-cols-3 print:gap-3">
        {items.map((testimonial) => (
          <Card as="li" key={testimonial.name} className="flex">
            <figure className="flex flex-1 flex-col">
              <Glyph name="quote" className="size-8 text-accent" />
              <blockquote
                lang={languageOf(testimonial.quote)}
                className="mt-3 flex-1 text-lead print:text-body"
              >
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-border pt-4 hyphens-manual">
                <span className="block font-bold">{testimonial.name}</span>
                <span lang={languageOf(testimonial.role)} className="block text-small text-muted-foreground">
                  {testimonial.role}
                </span>
                <span
                  lang={languageOf(testimonial.location)}
                  className="block text-small text-muted-foreground"
                >
                  {testimonial.location}
                </span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
