import type { Route } from "./+types/feed";
import { loadPage } from "#app/content/load.server.ts";
import { languageOfFile } from "#app/lib/beside-pages.ts";
import { storiesFeed } from "#app/lib/news-files.server.ts";

// The stories' feed in a language, made by the build beside the pages and by the dev server
// alike; none until there is a story.
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { content, language, words } = await loadPage(request, undefined, (languages) =>
    languageOfFile("feed", pathname, languages),
  );
  const feed = storiesFeed({ language, content, words });
  if (feed === undefined) throw new Response(null, { status: 404 });
  return new Response(feed, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
