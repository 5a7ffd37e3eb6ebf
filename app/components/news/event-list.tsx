import type { PageFacts, SiteContent } from "#app/schema/types.ts";
import type { ListedEvent } from "#app/lib/event-listing.ts";
import { CallToAction } from "#app/components/shared/call-to-action.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { titleJoin } from "#app/lib/text.ts";

type Words = NonNullable<SiteContent["events"]>;

/** A term of an event's details: "When", in its language. */
function Label({ text }: { text: string }) {
  const languageOf = useLanguageOf();
  return (
    <dt lang={languageOf(text)} className="font-semibold">
      {text}
    </dt>
  );
}

/** The events to come, each in full, its title leading to its page. */
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
  return (
    <ul className="grid gap-6 lg:grid-cols-2 print:gap-3">
      {events.map((event) => (
        <Card as="li" key={event.slug} id={event.anchor} className="flex flex-col">
          <p lang={languageOf(event.type)} className="text-small font-semibold text-muted-foreground">
            {event.type}
          </p>
          <Heading lang={languageOf(event.title)} className="mt-1 text-title font-bold">
            <a href={event.href} className="text-primary underline-offset-4 hover:underline">
              <FitWords>{event.title}</FitWords>
            </a>
          </Heading>
          <EventDetails event={event} words={words} facts={facts} />
        </Card>
      ))}
    </ul>
  );
}

/**
 * What an event's card and its page say of it: when (and, online, when in each of the site's
 * time zones), where, for whom, what happens; then the ways to register, to join and to add
 * it to her calendar, unless it is `past`.
 */
export function EventDetails({
  event,
  words,
  facts,
  past = false,
}: {
  event: ListedEvent;
  words: Words;
  facts: PageFacts;
  past?: boolean;
}) {
  const languageOf = useLanguageOf();
  // "Register: Web basics workshop", as the page's language joins a title and its words: the
  // button's label and the event's title never run on as one phrase.
  const about = [
    { text: titleJoin(facts.formats, event.title).trimEnd(), glued: true },
    { text: event.title, lang: languageOf(event.title) },
  ];
  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-small @max-[18rem]:grid-cols-1">
        <Label text={words.whenLabel} />
        <dd>
          <time dateTime={event.start}>{event.when}</time>
          {event.acrossZones && (
            <span lang={languageOf(words.timeInPlaces)} className="block text-muted-foreground">
              {event.acrossZones}
            </span>
          )}
        </dd>
        <Label text={words.whereLabel} />
        <dd className="hyphens-manual">
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
      {!past && (
        <div className="mt-auto flex flex-col items-start gap-3 pt-4 print:hidden">
          {event.register && <CallToAction button={event.register} facts={facts} srContext={about} />}
          {event.online && (
            <CallToAction
              button={{ label: words.joinLabel, link: event.online }}
              facts={facts}
              srContext={about}
              variant="outline"
            />
          )}
          {/* The file's address names its language already: no prefix to add. */}
          <Button href={event.calendarFile} type="text/calendar" srContext={about} variant="outline">
            <span lang={languageOf(words.calendarLabel)}>{words.calendarLabel}</span>
          </Button>
          {/* Google Calendar on a phone takes no calendar file: its own address adds the event. */}
          <CallToAction
            button={{ label: words.googleCalendarLabel, link: event.googleCalendar }}
            facts={facts}
            srContext={about}
            variant="outline"
          />
        </div>
      )}
    </>
  );
}

/**
 * Events briefly: what, when and where, each title leading to the event's page; `full` says
 * its time too (events to come), else its day alone (past events).
 */
export function BriefEvents({
  events,
  onlineLabel,
  full = false,
  level = 3,
}: {
  events: readonly ListedEvent[];
  onlineLabel: string;
  full?: boolean;
  level?: 2 | 3;
}) {
  const languageOf = useLanguageOf();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <ul>
      {events.map((event) => (
        <li key={event.slug} id={event.anchor} className="border-b border-border py-3">
          <Heading lang={languageOf(event.title)} className="font-bold">
            <a href={event.href} className="text-primary underline underline-offset-4">
              <FitWords>{event.title}</FitWords>
            </a>
          </Heading>
          <p className="text-small text-muted-foreground">
            <time dateTime={event.start}>{full ? event.when : event.day}</time>
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
