import type { PageFacts, SiteContent } from "#app/schema/types.ts";
import type { ListedEvent } from "#app/lib/event-listing.ts";
import { CallToAction } from "#app/components/shared/call-to-action.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

type Words = NonNullable<SiteContent["events"]>;

/** The events to come, each in full, with a way to register and to add it to her calendar. */
export function EventList({
  events,
  words,
  facts,
  level = 3,
}: {
  events: readonly ListedEvent[];
  words: Words;
  facts: PageFacts;
  level?: 2 | 3;
}) {
  const languageOf = useLanguageOf();
  const Heading = level === 2 ? "h2" : "h3";
  const Label = ({ text }: { text: string }) => (
    <dt lang={languageOf(text)} className="font-semibold">
      {text}
    </dt>
  );
  return (
    <ul className="grid gap-6 lg:grid-cols-2 print:gap-3">
      {events.map((event) => (
        <Card as="li" key={event.slug} id={event.anchor} className="flex flex-col">
          <p lang={languageOf(event.type)} className="text-small font-semibold text-muted-foreground">
            {event.type}
          </p>
          <Heading lang={languageOf(event.title)} className="mt-1 text-title font-bold">
            <FitWords>{event.title}</FitWords>
          </Heading>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-small @max-[18rem]:grid-cols-1">
            <Label text={words.whenLabel} />
            <dd>
              <time dateTime={event.start}>{event.when}</time>
            </dd>
            <Label text={words.whereLabel} />
            <dd>
              {event.place && <span lang={languageOf(event.place)}>{event.place}</span>}
              {event.place && event.online && " · "}
              {event.online && <span lang={languageOf(words.onlineLabel)}>{words.onlineLabel}</span>}
            </dd>
            <Label text={words.audienceLabel} />
            <dd lang={languageOf(event.audience)}>{event.audience}</dd>
            {event.program && (
              <>
                <Label text={words.programLabel} />
                <dd>
                  {event.program.href ? (
                    <a
                      href={event.program.href}
                      lang={languageOf(event.program.title)}
                      className="text-primary underline underline-offset-4"
                    >
                      {event.program.title}
                    </a>
                  ) : (
                    <span lang={languageOf(event.program.title)}>{event.program.title}</span>
                  )}
                </dd>
              </>
            )}
          </dl>
          <p lang={languageOf(event.description)} className="mt-3">
            {event.description}
          </p>
          <div className="mt-auto flex flex-col items-start gap-3 pt-4 print:hidden">
            {event.register && (
              <CallToAction
                button={event.register}
                facts={facts}
                srContext={[{ text: event.title, lang: languageOf(event.title) }]}
              />
            )}
            {event.online && (
              <CallToAction
                button={{ label: words.joinLabel, link: event.online }}
                facts={facts}
                srContext={[{ text: event.title, lang: languageOf(event.title) }]}
                variant="outline"
              />
            )}
            {/* The file's address names its language already: no prefix to add. */}
            <Button
              href={event.calendarFile}
              type="text/calendar"
              srContext={[{ text: event.title, lang: languageOf(event.title) }]}
              variant="outline"
            >
              <span lang={languageOf(words.calendarLabel)}>{words.calendarLabel}</span>
            </Button>
          </div>
        </Card>
      ))}
    </ul>
  );
}

/**
 * Events briefly: what, when and where, each title leading to its place on the page of events
 * when `href` is given (the home page's next events), or to nothing (past events).
 */
export function BriefEvents({
  events,
  onlineLabel,
  href,
}: {
  events: ReadonlyArray<ListedEvent & { day: string }>;
  onlineLabel: string;
  href?: string;
}) {
  const languageOf = useLanguageOf();
  return (
    <ul>
      {events.map((event) => (
        <li key={event.slug} id={href ? undefined : event.anchor} className="border-b border-border py-3">
          <h3 lang={languageOf(event.title)} className="font-bold">
            {href ? (
              <a href={`${href}#${event.anchor}`} className="text-primary underline underline-offset-4">
                <FitWords>{event.title}</FitWords>
              </a>
            ) : (
              <FitWords>{event.title}</FitWords>
            )}
          </h3>
          <p className="text-small text-muted-foreground">
            <time dateTime={event.start}>{href ? event.when : event.day}</time>
            {" · "}
            {event.place ? (
              <span lang={languageOf(event.place)}>{event.place}</span>
            ) : (
              <span lang={languageOf(onlineLabel)}>{onlineLabel}</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
