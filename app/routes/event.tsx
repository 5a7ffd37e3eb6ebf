import type { Route } from "./+types/event";
import { EventDetails } from "#app/components/news/event-list.tsx";
import { PageHeading } from "#app/components/shared/page-heading.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { buildMoment } from "#app/lib/build-moment.ts";
import { eventDescription, listedEvent } from "#app/lib/event-listing.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { pageFor } from "#app/lib/site-map.ts";
import { eventsData } from "#app/lib/structured-data.ts";
import { titled } from "#app/lib/text.ts";
import { pageHead } from "#app/lib/page-head.ts";

// An event's own page, the address to share on WhatsApp or Facebook: its share image says its
// title, day and place. A past event keeps its page, without the ways to register.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content } = loaded;
  const page = pageFor(loaded, "event", params.slug);
  const words = content.site.events;
  if (!words) throw new Response(null, { status: 404 });
  const event = listedEvent(page.item, loaded);
  return {
    head: pageHead(loaded, page, {
      description: eventDescription(event, words.onlineLabel),
      shareAlt: titled(
        page.title,
        [event.when, event.place ?? words.onlineLabel].join(" · "),
        content.site.formats,
      ),
      structuredData: (described) => eventsData(content.site, [event], described),
    }),
    words,
    event,
    past: page.item.end < buildMoment(),
  };
}

export { meta } from "#app/lib/page-head.ts";

export default function Event({ loaderData: { head, words, event, past } }: Route.ComponentProps) {
  const { facts } = usePageContext();
  const languageOf = useLanguageOf();
  return (
    <article>
      <PageHeading id="event-title" title={head.title} trail={head.trail}>
        <p lang={languageOf(event.type)} className="mt-4 text-lead text-muted-foreground">
          {event.type}
        </p>
      </PageHeading>
      <Container className="py-10 print:py-3">
        <div className="flex max-w-2xl flex-col">
          {past && (
            <p lang={languageOf(words.pastNotice)} className="mb-4 font-semibold">
              {words.pastNotice}
            </p>
          )}
          <EventDetails event={event} words={words} facts={facts} past={past} />
        </div>
      </Container>
    </article>
  );
}
