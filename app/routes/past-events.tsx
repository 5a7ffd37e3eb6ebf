import type { Route } from "./+types/past-events";
import { BriefEvents } from "#app/components/news/event-list.tsx";
import { PageHeading } from "#app/components/shared/page-heading.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { listedEvent } from "#app/lib/event-listing.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl, pageMeta, shareImageOf } from "#app/lib/meta.ts";
import { pageContextOf, usePageContext } from "#app/lib/page-context.ts";
import { pageFacts, pageFor, pagePath } from "#app/lib/site-map.ts";
import { organizationData } from "#app/lib/structured-data.ts";

// A year's past events, a line each leading to its page: the page of events keeps only the
// latest, so it stays one round trip however many years of events there are.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, language } = loaded;
  const page = pageFor(loaded, "past-events", params.slug);
  const { words, events } = page.item;
  return {
    page: pageFacts(page),
    words,
    events: events.map((event) => listedEvent(event, { language, content })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { site, language, languages } = pageContextOf(matches);
  const { page, words } = loaderData;
  const { path, title } = page;
  return pageMeta({
    site,
    title,
    description: words.metaDescription,
    path,
    language,
    languages,
    type: "website",
    shareImage: shareImageOf(page, words.title),
    structuredData: organizationData(site, {
      url: absoluteUrl(site, pathIn(language, path)),
      name: title,
      language,
    }),
  });
};

export default function PastEvents({ loaderData: { page, words, events } }: Route.ComponentProps) {
  const { language } = usePageContext();
  return (
    <>
      <PageHeading
        id="past-events-title"
        title={page.title}
        back={{ to: pathIn(language, pagePath("events")), label: words.title }}
      />
      <Container className="py-10 print:py-3">
        <div className="max-w-2xl">
          <BriefEvents events={events} onlineLabel={words.onlineLabel} level={2} />
        </div>
      </Container>
    </>
  );
}
