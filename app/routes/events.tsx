import type { Route } from "./+types/events";
import { BriefEvents, EventList } from "#app/components/news/event-list.tsx";
import { PageHeading } from "#app/components/shared/page-heading.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { listedEvent, upcomingAndPast } from "#app/lib/event-listing.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl, pageMeta, shareImageOf } from "#app/lib/meta.ts";
import { pageContextOf, usePageContext } from "#app/lib/page-context.ts";
import { pageFacts, pageFor } from "#app/lib/site-map.ts";
import { eventsData } from "#app/lib/structured-data.ts";

// Built once there is an event. Which are to come is decided by the build's moment: the site
// is rebuilt each morning.
export async function loader({ request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, language } = loaded;
  const page = pageFor(loaded, "events");
  const { upcoming, past } = upcomingAndPast(content.events);
  const listed = (events: typeof upcoming) =>
    events.map((event) =>
      listedEvent(event, { language, locale: content.site.formats.dates, programs: content.programs }),
    );
  return { page: pageFacts(page), words: page.item, upcoming: listed(upcoming), past: listed(past) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { site, language, languages } = pageContextOf(matches);
  const { page, words, upcoming } = loaderData;
  const { path, title } = page;
  return pageMeta({
    site,
    title,
    description: words.metaDescription,
    path,
    language,
    languages,
    type: "website",
    shareImage: shareImageOf(page, title),
    // The events to come, which search engines show; past ones are history.
    structuredData: eventsData(site, upcoming, {
      url: absoluteUrl(site, pathIn(language, path)),
      name: title,
      language,
    }),
  });
};

export default function Events({ loaderData: { words, upcoming, past } }: Route.ComponentProps) {
  const { facts } = usePageContext();
  const languageOf = useLanguageOf();
  return (
    <>
      <PageHeading id="events-title" title={words.title} intro={words.intro} />
      <Section id="upcoming" heading={words.upcomingHeading}>
        {upcoming.length > 0 ? (
          <EventList events={upcoming} words={words} facts={facts} />
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
          </div>
        </Section>
      )}
    </>
  );
}
