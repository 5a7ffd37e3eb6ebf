import type { Route } from "./+types/program";
import { CohortCta } from "#app/components/sections/cohort-cta.tsx";
import { Curriculum } from "#app/components/sections/curriculum.tsx";
import { Highlights } from "#app/components/sections/highlights.tsx";
import { ProgramApproach } from "#app/components/sections/program-approach.tsx";
import { ProgramHero } from "#app/components/sections/program-hero.tsx";
import { SpokenSummaries } from "#app/components/sections/spoken-summaries.tsx";
import { Testimonials } from "#app/components/sections/testimonials.tsx";
import { AllLink } from "#app/components/news/home-news.tsx";
import { StoryList } from "#app/components/news/story-list.tsx";
import { QuestionsAndAnswers } from "#app/components/shared/questions-and-answers.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { namingProgram } from "#app/lib/giving.ts";
import { newestFirst } from "#app/lib/list-pages.ts";
import { storiesOnProgramPage } from "#app/lib/paging.ts";
import { listedStory } from "#app/lib/story-listing.ts";
import { loadPage } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { pageFor, pagePath } from "#app/lib/site-map.ts";
import { programData } from "#app/lib/structured-data.ts";
import { siteNames, titled } from "#app/lib/text.ts";
import { pageHead } from "#app/lib/page-head.ts";

// Only the programs the site map gives a page are prerendered; the host answers any other
// name with the 404 page. The dev server gets the same from the 404 response below.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, language } = loaded;
  const page = pageFor(loaded, "program", params.slug);
  const program = page.item;
  const ofProgram = newestFirst(content.stories.filter((story) => story.program === program.slug));
  const words = content.site.stories;
  const { site } = content;
  return {
    head: pageHead(loaded, page, {
      description: program.page.metaDescription,
      lead: program.page.summary,
      shareAlt: titled(page.title, program.page.summary, site.formats, {
        code: language.code,
        names: [page.title, ...siteNames(site)],
      }),
      structuredData: (described) => programData(site, program, described),
    }),
    program: namingProgram(program, content),
    // The program's latest stories, once it has some, and the way to all of them when it has
    // more: the page stays one round trip however many stories the years bring.
    stories:
      words && ofProgram.length > 0
        ? {
            heading: words.programHeading,
            items: ofProgram
              .slice(0, storiesOnProgramPage)
              .map((story) =>
                listedStory(story, language, content.site.formats.dates, siteNames(content.site)),
              ),
            all:
              ofProgram.length > storiesOnProgramPage
                ? { href: pathIn(language, pagePath("stories")), label: words.backLabel }
                : undefined,
          }
        : undefined,
  };
}

export { meta } from "#app/lib/page-head.ts";

export default function ProgramRoute({ loaderData: { head, program, stories } }: Route.ComponentProps) {
  const { site, facts } = usePageContext();
  const words = site.programPage;
  const { page } = program;
  return (
    <>
      <ProgramHero program={program} words={words} trail={head.trail} facts={facts} />
      {/* First after the summary, for visitors who read little. */}
      {page.listen && <SpokenSummaries {...page.listen} words={words} facts={facts} />}
      <ProgramApproach program={program} facts={facts} />
      <Highlights {...page.highlights} />
      <Curriculum {...page.curriculum} />
      <Testimonials {...page.testimonials} />
      {page.questions && (
        <Section id="questions" heading={page.questions.heading}>
          <div className="max-w-2xl">
            <QuestionsAndAnswers questions={page.questions.items} language={facts.language} />
          </div>
        </Section>
      )}
      {stories && (
        <Section id="program-stories" heading={stories.heading}>
          <StoryList stories={stories.items} />
          {stories.all && <AllLink {...stories.all} />}
        </Section>
      )}
      <CohortCta page={page} words={words} facts={facts} />
    </>
  );
}
