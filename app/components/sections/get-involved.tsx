import type { HomeContent, PageFacts, SiteContent } from "#app/schema/types.ts";
import { ButtonRow } from "#app/components/shared/button-row.tsx";
import { CallToAction } from "#app/components/shared/call-to-action.tsx";
import { ContactDetails } from "#app/components/shared/contact-details.tsx";
import { IconCard } from "#app/components/shared/icon-card.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { anchorFor } from "#app/lib/anchors.ts";
import { Section } from "#app/components/ui/section.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

interface GetInvolvedProps {
  getInvolved: HomeContent["getInvolved"];
  /** The place of each option on the page, the same in every language (#become-a-mentor). */
  optionIds: readonly string[];
  contact: SiteContent["contact"];
  facts: PageFacts;
}

export function GetInvolved({ getInvolved, optionIds, contact, facts }: GetInvolvedProps) {
  const { heading, intro, options, readyBlock, contactHeading } = getInvolved;
  const languageOf = useLanguageOf();
  return (
    <Section id="get-involved" heading={heading} intro={intro} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {options.map(({ button, ...option }, index) => (
          <IconCard key={option.title} id={optionIds[index] ?? anchorFor(option.title)} {...option}>
            <CallToAction button={button} facts={facts} variant="outline" className="mt-6" />
          </IconCard>
        ))}
      </ul>
      <Panel className="mt-12 grid gap-8 p-6 sm:p-10 lg:grid-cols-[1.3fr_1fr] lg:items-center @max-[20rem]:p-[5cqi]">
        <div>
          <h3 className="text-heading font-bold">
            <FitWords>{readyBlock.heading}</FitWords>
          </h3>
          <p lang={languageOf(readyBlock.text)} className="mt-3 text-lead">
            {readyBlock.text}
          </p>
          <ButtonRow
            buttons={readyBlock.buttons}
            facts={facts}
            variants={["onPrimary", "onPrimary"]}
            className="mt-6"
          />
        </div>
        <ContactDetails id="contact" heading={contactHeading} {...contact} />
      </Panel>
    </Section>
  );
}
