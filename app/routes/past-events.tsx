import type { Route } from "./+types/past-events";
import { BriefEvents } from "#app/components/news/event-list.tsx";
import { PageHeading } from "#app/components/shared/page-heading.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { listedEvent } from "#app/lib/event-listing.ts";
import { pageFor } from "#app/lib/site-map.ts";
import { organizationData } from "#app/lib/structured-data.ts";
import { pageHead } from "#app/lib/page-head.ts";

// A year's past events, a line each leading to its page: the page of events keeps only the
// latest, so it stays one round trip however many years of events there are.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content } = loaded;
  const page = pageFor(loaded, "past-events", params.slug);
  const { words, events } = page.item;
  return {
    head: pageHead(loaded, page, {
      description: words.metaDescription,
      lead: words.intro,
      type: "website",
      shareAlt: words.title,
      structuredData: (described) => organizationData(content.site, described),
    }),
    words,
    events: events.map((event) => listedEvent(event, loaded)),
  };
}

export { meta } from "#app/lib/page-head.ts";

export default function PastEvents({ loaderData: { head, words, events } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading id="past-events-title" title={head.title} trail={head.trail} />
      <Container className="py-10 print:py-3">
        <div className="max-w-2xl">
          <BriefEvents events={events} onlineLabel={words.onlineLabel} level={2} />
        </div>
      </Container>
    </>
  );
}
