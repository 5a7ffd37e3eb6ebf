import type { Route } from "./+types/stories";
import { siteNames } from "#app/lib/text.ts";
import { StoryList } from "#app/components/news/story-list.tsx";
import { Pager } from "#app/components/shared/pager.tsx";
import { PageHeading } from "#app/components/shared/page-heading.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { listPagePath, pageFor } from "#app/lib/site-map.ts";
import { filePath } from "#app/lib/beside-pages.ts";
import { pagerOf } from "#app/lib/paging.ts";
import { listedStory } from "#app/lib/story-listing.ts";
import { organizationData } from "#app/lib/structured-data.ts";
import { pageHead } from "#app/lib/page-head.ts";

// Built once there is a story (app/lib/site-map.ts), a page of them at a time (the later ones
// at /stories/page/2/); the dev server answers 404 otherwise.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, language } = loaded;
  const page = pageFor(loaded, "stories", params.slug);
  const { words, items } = page.item;
  return {
    head: pageHead(loaded, page, {
      description: words.metaDescription,
      lead: words.intro,
      type: "website",
      structuredData: (described) => organizationData(content.site, described),
      feed: filePath("feed", language),
    }),
    words,
    stories: items.map((story) =>
      listedStory(story, language, content.site.formats.dates, siteNames(content.site)),
    ),
    pager: pagerOf(
      page.item,
      (number) => pathIn(language, listPagePath("stories", number)),
      content.site.paging,
    ),
  };
}

export { meta } from "#app/lib/page-head.ts";

export default function Stories({ loaderData: { head, words, stories, pager } }: Route.ComponentProps) {
  const languageOf = useLanguageOf();
  return (
    <>
      <PageHeading id="stories-title" title={head.title} intro={words.intro} trail={head.trail}>
        <p className="mt-4 print:hidden">
          <a
            href={head.feed}
            type="application/atom+xml"
            lang={languageOf(words.feedLabel)}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
          >
            {words.feedLabel}
          </a>
        </p>
      </PageHeading>
      <Container className="py-12">
        <StoryList stories={stories} level={2} />
        <Pager pager={pager} />
      </Container>
    </>
  );
}
