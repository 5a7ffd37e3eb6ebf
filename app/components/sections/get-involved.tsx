import type { HomeContent, SiteContent } from "#app/schema/types.ts";
import { ButtonRow } from "#app/components/shared/button-row.tsx";
import { ContactDetails } from "#app/components/shared/contact-details.tsx";
import { IconCard } from "#app/components/shared/icon-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { Section } from "#app/components/ui/section.tsx";

interface GetInvolvedProps {
  getInvolved: HomeContent["getInvolved"];
  contact: SiteContent["contact"];
}

export function GetInvolved({ getInvolved, contact }: GetInvolvedProps) {
  const { heading, intro, options, readyBlock, contactHeading } = getInvolved;
  return (
    <Section id="get-involved" heading={heading} intro={intro} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {options.map(({ buttonLabel, ...option }) => (
          <IconCard key={option.title} {...option}>
            <Button variant="outline" className="mt-6">
              {buttonLabel}
            </Button>
          </IconCard>
        ))}
      </ul>
      <Panel className="mt-12 grid gap-8 p-6 sm:p-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <h3 className="text-heading font-bold">{readyBlock.heading}</h3>
          <p className="mt-3 text-lead">{readyBlock.text}</p>
          <ButtonRow labels={readyBlock.buttons} variants={["onPrimary", "onPrimary"]} className="mt-6" />
        </div>
        <ContactDetails heading={contactHeading} {...contact} />
      </Panel>
    </Section>
  );
}
