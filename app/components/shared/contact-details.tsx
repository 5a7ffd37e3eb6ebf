import { addressBreaks } from "#app/components/ui/address-breaks.tsx";
import type { ReactNode } from "react";
import type { SiteContent } from "#app/schema/types.ts";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { Words } from "#app/components/ui/words.tsx";

type ContactDetailsProps = SiteContent["contact"] & { heading: string; id?: string };

export function ContactDetails({ id, heading, email, phone, address }: ContactDetailsProps) {
  return (
    <div
      id={id}
      className="rounded-card bg-primary-foreground/10 p-6 @max-[20rem]:p-[5cqi] forced-colors:border"
    >
      <h3 className="text-title font-bold">
        <FitWords>{heading}</FitWords>
      </h3>
      <address className="mt-4 space-y-3 not-italic">
        <ContactLine icon={<Glyph name="mail" className="size-5" />}>
          <a href={`mailto:${email}`} className="underline underline-offset-4">
            {addressBreaks(email)}
          </a>
        </ContactLine>
        <ContactLine icon={<Glyph name="phone" className="size-5" />}>
          <a href={`tel:${phone.replace(/[^+\d]/g, "")}`} className="underline underline-offset-4">
            {phone.replaceAll(" ", "\u00a0")}
          </a>
        </ContactLine>
        <ContactLine icon={<Glyph name="map-pin" className="size-5" />}>
          {address.street}, {address.locality}, <Words>{address.country}</Words>
        </ContactLine>
      </address>
    </div>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-3">
      <span aria-hidden="true" className="mt-0.5 shrink-0">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}
