import { CalendarDays } from "lucide-react";
import type { CallToAction } from "~/content/types";
import { Container } from "~/components/ui/container";
import { CallToActions } from "./call-to-actions";

interface CohortCtaProps {
  heading: string;
  text: string;
  actions: readonly CallToAction[];
  /** e.g. "Next cohort starts January 2024" */
  startNote: string;
  /** e.g. "Applications close December 15, 2023" */
  deadlineNote: string;
}

/** The closing call to action of a program page, with the cohort dates. */
export function CohortCta({ heading, text, actions, startNote, deadlineNote }: CohortCtaProps) {
  return (
    <section aria-labelledby="cohort-heading" className="py-16 sm:py-20 print:py-3">
      <Container>
        <div className="rounded-card bg-primary p-6 text-center text-primary-foreground sm:p-12 print:border print:border-border print:bg-transparent print:p-4 print:text-foreground">
          <h2 id="cohort-heading" className="text-heading font-bold text-balance">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead">{text}</p>
          <CallToActions
            actions={actions}
            variants={["onPrimary", "onPrimary"]}
            className="mt-8 justify-center"
          />
          <p className="mt-8 inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-body">
            <CalendarDays aria-hidden="true" className="size-5" />
            <span>{startNote}</span>
            <span aria-hidden="true">·</span>
            <span>{deadlineNote}</span>
          </p>
        </div>
      </Container>
    </section>
  );
}
