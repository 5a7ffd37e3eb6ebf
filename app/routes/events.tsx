import type { Route } from "./+types/events";
import { BriefEvents, EventList } from "#app/components/news/event-list.tsx";
import { PageHeading } from "#app/components/shared/page-heading.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { listedEvent } from "#app/lib/event-listing.ts";
import { pathIn } from "#app/lib/languages.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { perPage } from "#app/lib/paging.ts";
import { pageFor, pagePath } from "#app/lib/site-map.ts";
import { eventsData } from "#app/lib/structured-data.ts";
import { fillIn } from "#app/lib/text.ts";
import { pageHead } from "#app/lib/page-head.ts";

// Built once there is an event. Which are to come is decided by the build's moment: the site
// is rebuilt each morning. Past events are kept by year, each year a page of its own.
export async function loader({ request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, language } = loaded;
  const page = pageFor(loaded, "events");
  const { words, upcoming, latestPast, years } = page.item;
  const listed = (events: typeof upcoming) => events.map((event) => listedEvent(event, loaded));
  const next = listed(upcoming);
  return {
    head: pageHead(loaded, page, {
      description: words.metaDescription,
      lead: words.intro,
      type: "website",
      // The events to come, which search engines show; past ones are history.
      structuredData: (described) => eventsData(content.site, next, described),
    }),
    words,
    upcoming: next,
    past: listed(latestPast),
    years: years.map((year) => ({
      label: String(year),
      title: fillIn(words.archiveTitle, { year: String(year) }),
      href: pathIn(language, pagePath("past-events", String(year))),
    })),
  };
}

export { meta } from "#app/lib/page-head.ts";

export default function Events({ loaderData: { head, words, upcoming, past, years } }: Route.ComponentProps) {
  const { facts } = usePageContext();
  const languageOf = useLanguageOf();
  // The next few in full; the later ones in a line each, so the page stays one round trip.
  const inFull = upcoming.slice(0, perPage.upcomingInFull);
  const later = upcoming.slice(perPage.upcomingInFull);
  return (
    <>
      <PageHeading id="events-title" title={words.title} intro={words.intro} trail={head.trail} />
      <Section id="upcoming" heading={words.upcomingHeading}>
        {upcoming.length > 0 ? (
          <>
            <EventList events={inFull} words={words} facts={facts} />
            {later.length > 0 && (
              <div className="mt-8 max-w-2xl">
                <BriefEvents events={later} onlineLabel={words.onlineLabel} full />
              </div>
            )}
          </>
        ) : (
          <p lang={languageOf(words.noneUpcoming)} className="max-w-2xl text-lead">
            {words.noneUpcoming}
          </p>
        )}
      </Section>
      {past.length > 0 && (
        <Section id="past" heading={words.pastHeading} tone="muted">
          <div className="max-w-2xl">
            <BriefEvents events={past} onlineLabel={words.onlineLabel} />
            <h3 lang={languageOf(words.archiveLabel)} className="mt-8 font-bold">
              {words.archiveLabel}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-x-6">
              {years.map((year) => (
                <li key={year.href}>
                  <a
                    href={year.href}
                    aria-label={year.title}
                    lang={languageOf(year.title)}
                    className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
                  >
                    {year.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </Section>
      )}
    </>
  );
}
