import type { Route } from "./+types/calendar-file";
import { loadPage } from "#app/content/load.server.ts";
import { languageOfFile } from "#app/lib/beside-pages.ts";
import { calendarFile } from "#app/lib/news-files.server.ts";

// An event's calendar file in a language, made by the build beside the pages and by the dev
// server alike.
export async function loader({ request, params }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { content, language } = await loadPage(request, undefined, (languages) =>
    languageOfFile("calendar", pathname, languages),
  );
  const event = content.events.find((candidate) => `${candidate.slug}.ics` === params.slug);
  if (!event) throw new Response(null, { status: 404 });
  return new Response(calendarFile({ language, content }, event.slug), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
