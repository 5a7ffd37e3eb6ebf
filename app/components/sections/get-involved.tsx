import type { CallToAction, InvolvementOption } from "~/content/types";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { CallToActions } from "./call-to-actions";
import { ContactDetails, type ContactDetailsProps } from "./contact-details";

interface GetInvolvedProps {
  heading: string;
  intro: string;
  options: readonly InvolvementOption[];
  readyBlock: { heading: string; text: string; actions: readonly CallToAction[] };
  contact: ContactDetailsProps;
}

export function GetInvolved({ heading, intro, options, readyBlock, contact }: GetInvolvedProps) {
  return (
    <Section id="get-involved" heading={heading} intro={intro} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {options.map((option) => (
          <Card as="li" key={option.title} className="flex flex-col">
            <Icon name={option.icon} />
            <h3 className="mt-4 text-title font-bold">{option.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{option.description}</p>
            <Button href={option.action.href} variant="outline" className="mt-6">
              {option.action.label}
            </Button>
          </Card>
        ))}
      </ul>
      <div className="mt-12 grid gap-8 rounded-card bg-primary p-6 text-primary-foreground sm:p-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <h3 className="text-heading font-bold">{readyBlock.heading}</h3>
          <p className="mt-3 text-lead">{readyBlock.text}</p>
          <CallToActions
            actions={readyBlock.actions}
            variants={["onPrimary", "onPrimary"]}
            className="mt-6"
          />
        </div>
        <ContactDetails {...contact} />
      </div>
    </Section>
  );
}
