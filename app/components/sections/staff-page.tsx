import type { PageContent, PageFacts } from "#app/schema/types.ts";
import type { SentForm } from "#app/lib/privacy.ts";
import type { ShownTrail } from "#app/lib/page-head.ts";
import { ButtonRow } from "#app/components/shared/button-row.tsx";
import { PageHeading } from "#app/components/shared/page-heading.tsx";
import { Picture } from "#app/components/shared/picture.tsx";
import { Prose } from "#app/components/shared/prose.tsx";
import { QuestionsAndAnswers } from "#app/components/shared/questions-and-answers.tsx";
import { DotList } from "#app/components/ui/dot-list.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { destinationOf } from "#app/lib/destinations.ts";
import { Gifts, WaysToGive } from "#app/components/shared/giving.tsx";

type PageSection = PageContent["sections"][number];

interface StaffPageProps {
  page: PageContent;
  /** Its sections' places (#our-team), as the site's own language names them. */
  anchors: readonly string[];
  /** The site's forms, for a section that lists them (the privacy page). */
  forms: readonly SentForm[];
  /**
   * For a donation page made for a program: the line that says the gift supports it, and the
   * words it was made from, whose language it is in.
   */
  supports?: { line: string; words: string };
  /** The pages above it: the home page, or a program's for a donation page made for it. */
  trail?: ShownTrail | undefined;
  facts: PageFacts;
}

/**
 * A page the staff write: its heading, then each of its sections with what it holds, in the
 * order the form offers them: text, a list, questions and answers, people, partners, gifts,
 * ways to give, the site's forms, buttons. Each section is a place on the page (#its-heading).
 */
export function StaffPage({ page, anchors, forms, supports, trail, facts }: StaffPageProps) {
  const languageOf = useLanguageOf();
  return (
    <>
      <PageHeading
        id="page-title"
        title={page.title}
        trail={trail}
        {...(page.intro ? { intro: page.intro } : {})}
      >
        {supports && (
          <p
            lang={languageOf(supports.words)}
            className="mt-6 max-w-2xl rounded-card border-2 border-primary bg-card p-4 text-lead font-semibold"
          >
            {supports.line}
          </p>
        )}
      </PageHeading>
      {page.sections.map((section, index) => (
        <Section
          key={index}
          id={anchors[index] ?? `section-${index + 1}`}
          heading={section.heading}
          tone={index % 2 === 1 ? "muted" : "plain"}
        >
          <div className="max-w-2xl space-y-8 print:space-y-3">
            {section.text && <Prose text={section.text} language={facts.language} className="text-lead" />}
            {section.items?.length ? (
              <DotList items={section.items} dot="primary" className="text-lead" />
            ) : null}
            {section.questions?.length ? (
              <QuestionsAndAnswers questions={section.questions} language={facts.language} />
            ) : null}
            {section.people?.length ? <People people={section.people} facts={facts} /> : null}
            {section.partners?.length ? <Partners partners={section.partners} facts={facts} /> : null}
            {section.gifts?.length ? <Gifts gifts={section.gifts} facts={facts} /> : null}
            {section.giving && <WaysToGive giving={section.giving} facts={facts} />}
            {section.forms && forms.length > 0 && <Forms forms={forms} labels={section.forms} />}
            {section.buttons?.length ? <ButtonRow buttons={section.buttons} facts={facts} /> : null}
          </div>
        </Section>
      ))}
    </>
  );
}

function People({ people, facts }: { people: NonNullable<PageSection["people"]>; facts: PageFacts }) {
  const languageOf = useLanguageOf();
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {people.map((person, index) => (
        // By position: two people may share a name.
        <li key={index} className="flex items-center gap-4 print:break-inside-avoid">
          {person.photo && (
            <Picture
              file={person.photo.file}
              alt={person.photo.alt}
              sizes="6rem"
              photos={facts.photos}
              className="size-24 shrink-0 rounded-full object-cover"
            />
          )}
          <p className="hyphens-manual">
            <span lang={languageOf(person.name)} className="block font-bold">
              {person.name}
            </span>
            <span lang={languageOf(person.role)} className="block text-muted-foreground">
              {person.role}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

function Partners({ partners, facts }: { partners: NonNullable<PageSection["partners"]>; facts: PageFacts }) {
  const languageOf = useLanguageOf();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {partners.map((partner, index) => {
        const site = partner.link ? destinationOf({ link: partner.link }, facts.language) : undefined;
        const body = (
          <>
            {partner.logo && (
              <Picture
                file={partner.logo}
                alt=""
                sizes="10rem"
                photos={facts.photos}
                className="mx-auto max-h-16 w-auto object-contain"
              />
            )}
            <span lang={languageOf(partner.name)} className="mt-2 block font-semibold">
              {partner.name}
            </span>
          </>
        );
        return (
          <li
            key={index}
            className="rounded-card border border-border bg-card p-4 text-center print:break-inside-avoid"
          >
            {site ? (
              <a href={site.href} className="block text-primary underline-offset-4 hover:underline">
                {body}
              </a>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Forms({ forms, labels }: { forms: readonly SentForm[]; labels: NonNullable<PageSection["forms"]> }) {
  const languageOf = useLanguageOf();
  return (
    <ul className="space-y-6">
      {forms.map((form, index) => (
        <li key={index} className="print:break-inside-avoid">
          <h3 lang={languageOf(form.name)} className="text-title font-bold">
            <FitWords>{form.name}</FitWords>
          </h3>
          {form.asks.length > 0 && (
            <>
              <p lang={languageOf(labels.asksLabel)} className="mt-2">
                {labels.asksLabel}
              </p>
              <DotList items={form.asks} dot="accent" className="mt-2" />
            </>
          )}
          <p className="mt-2 text-muted-foreground">
            <span lang={languageOf(form.serviceLabel ?? labels.serviceLabel)}>
              {form.serviceLabel ?? labels.serviceLabel}
            </span>{" "}
            <span lang={languageOf(form.service)}>{form.service}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
