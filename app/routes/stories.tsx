import type { Route } from "./+types/stories";
import { siteNames } from "#app/lib/text.ts";
import { StoryList } from "#app/components/news/story-list.tsx";
import { Pager } from "#app/components/shared/pager.tsx";
import { PageHeading } from "#app/components/shared/page-heading.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl, pageMeta, shareImageOf } from "#app/lib/meta.ts";
import { pageContextOf } from "#app/lib/page-context.ts";
import { pageFacts, pageFor, pagePath } from "#app/lib/site-map.ts";
import { filePath } from "#app/lib/beside-pages.ts";
import { pagedPath, pagerOf } from "#app/lib/paging.ts";
import { listedStory } from "#app/lib/story-listing.ts";
import { organizationData } from "#app/lib/structured-data.ts";

// Built once there is a story (app/lib/site-map.ts), a page of them at a time (the later ones
// at /stories/page/2/); the dev server answers 404 otherwise.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, language } = loaded;
  const page = params.slug ? pageFor(loaded, "stories-more", params.slug) : pageFor(loaded, "stories");
  const { words, items } = page.item;
  return {
    page: pageFacts(page),
    words,
    feed: filePath("feed", language),
    stories: items.map((story) =>
      listedStory(story, language, content.site.formats.dates, siteNames(content.site)),
    ),
    pager: pagerOf(
      page.item,
      (number) => pathIn(language, pagedPath(pagePath("stories"), number)),
      content.site.paging,
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { site, language, languages } = pageContextOf(matches);
  const { page, words, feed } = loaderData;
  const { path, title } = page;
  return [
    ...pageMeta({
      site,
      title,
      description: words.metaDescription,
      path,
      language,
      languages,
      type: "website",
      shareImage: shareImageOf(page, title),
      structuredData: organizationData(site, {
        url: absoluteUrl(site, pathIn(language, path)),
        name: title,
        language,
      }),
    }),
    // Feed readers find the stories' feed from the page.
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title, href: feed },
  ];
};

export default function Stories({ loaderData: { page, words, stories, feed, pager } }: Route.ComponentProps) {
  const languageOf = useLanguageOf();
  return (
    <>
      <PageHeading id="stories-title" title={page.title} intro={words.intro}>
        <p className="mt-4 print:hidden">
          <a
            href={feed}
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
