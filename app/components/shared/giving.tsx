import type { ReactNode } from "react";
import type { Giving } from "#app/schema/giving.ts";
import type { PageContent, PageFacts } from "#app/schema/types.ts";
import { CallToAction } from "./call-to-action.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { money } from "#app/lib/language-conventions.ts";

type Gift = NonNullable<PageContent["sections"][number]["gifts"]>[number];

/** What a gift does, each amount as the page's language writes money: "$25", « 10 000 F CFA ». */
export function Gifts({ gifts, facts }: { gifts: readonly Gift[]; facts: PageFacts }) {
  const languageOf = useLanguageOf();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {gifts.map((gift, index) => (
        <Card as="li" key={index}>
          <p className="text-heading font-bold text-primary">
            {money(gift.amount, gift.currency, facts.formats.dates)}
          </p>
          <p lang={languageOf(gift.does)} className="mt-1">
            {gift.does}
          </p>
        </Card>
      ))}
    </ul>
  );
}

/**
 * The ways to give: each checkout with its amounts, each mobile money operator and each bank
 * account with its numbers, written as the operator writes them, never translated, and taken
 * whole in one tap to copy.
 */
export function WaysToGive({ giving, facts }: { giving: Giving; facts: PageFacts }) {
  const languageOf = useLanguageOf();
  const { words } = giving;
  const locale = facts.formats.dates;
  return (
    <div className="space-y-6">
      {giving.checkouts?.map((checkout, index) => (
        <Card as="article" key={`checkout-${index}`} className="space-y-4">
          <WayHeading title={checkout.name} />
          {checkout.text && <p lang={languageOf(checkout.text)}>{checkout.text}</p>}
          {(
            [
              ["once", checkout.once, undefined],
              ["monthly", checkout.monthly, words.perMonth],
            ] as const
          ).map(([key, amounts, after]) =>
            amounts?.length ? (
              <div key={key}>
                <h4 lang={languageOf(words[key])} className="font-bold">
                  {words[key]}
                </h4>
                <ul className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3">
                  {amounts.map((priced, at) => (
                    <li key={at} className="grid">
                      <CallToAction
                        button={{
                          label: money(priced.amount, checkout.currency, locale),
                          link: priced.link || checkout.link || "",
                        }}
                        facts={facts}
                        variant="outline"
                        {...(after ? { srContext: [{ text: after, lang: languageOf(after) }] } : {})}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null,
          )}
          {checkout.link && (
            <CallToAction button={{ label: words.ownAmount, link: checkout.link }} facts={facts} />
          )}
        </Card>
      ))}
      {giving.mobileMoney?.map((way, index) => (
        <Card as="article" key={`mobile-${index}`} className="space-y-4">
          <WayHeading title={way.operator} place={way.country} />
          <Numbers>
            {way.number && <Row label={words.number} value={way.number} />}
            {way.merchantCode && <Row label={words.merchantCode} value={way.merchantCode} />}
            <Row label={words.recipient} value={way.recipient} />
            {way.ussd && (
              <Row
                label={words.dial}
                value={
                  // Phones take # in a link written as %23; the code reads as she dials it.
                  <a href={`tel:${way.ussd.replace(/#/g, "%23")}`} className="text-primary underline">
                    {way.ussd}
                  </a>
                }
              />
            )}
          </Numbers>
          {way.steps?.length ? (
            <ol className="list-decimal space-y-1 ps-6">
              {way.steps.map((step, at) => (
                <li key={at} lang={languageOf(step)}>
                  {step}
                </li>
              ))}
            </ol>
          ) : null}
        </Card>
      ))}
      {giving.bankTransfers?.map((account, index) => (
        <Card as="article" key={`bank-${index}`} className="space-y-4">
          <WayHeading title={account.bank} />
          <Numbers>
            <Row label={words.accountName} value={account.accountName} />
            {account.accountNumber && <Row label={words.accountNumber} value={account.accountNumber} />}
            {/* Names every bank writes as they are, in every language. */}
            {account.iban && <Row label="IBAN" value={account.iban} />}
            {account.swift && <Row label="SWIFT/BIC" value={account.swift} />}
            {account.reference && <Row label={words.reference} value={account.reference} translate />}
          </Numbers>
        </Card>
      ))}
    </div>
  );
}

function WayHeading({ title, place }: { title: string; place?: string }) {
  const languageOf = useLanguageOf();
  return (
    <h3 className="text-title font-bold">
      <FitWords>{title}</FitWords>
      {place && (
        <>
          {" · "}
          <span lang={languageOf(place)} className="font-normal text-muted-foreground">
            {place}
          </span>
        </>
      )}
    </h3>
  );
}

function Numbers({ children }: { children: ReactNode }) {
  return <dl className="space-y-3">{children}</dl>;
}

/**
 * A number and what it is: on a line of its own, as large as a lead, copied whole by one tap
 * (user-select: all) and left as it is by translating browsers.
 */
function Row({ label, value, translate = false }: { label: string; value: ReactNode; translate?: boolean }) {
  const languageOf = useLanguageOf();
  return (
    <div>
      <dt lang={languageOf(label)} className="text-small text-muted-foreground">
        {label}
      </dt>
      <dd
        className="text-lead font-semibold wrap-anywhere select-all"
        {...(translate && typeof value === "string" ? { lang: languageOf(value) } : { translate: "no" })}
      >
        {value}
      </dd>
    </div>
  );
}
