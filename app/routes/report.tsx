import { data, Link } from "react-router";
import type { Route } from "./+types/report";
import { BarChart } from "#app/components/news/bar-chart.tsx";
import { StoryList } from "#app/components/news/story-list.tsx";
import { CallToAction } from "#app/components/shared/call-to-action.tsx";
import { PageHeading } from "#app/components/shared/page-heading.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { StatList } from "#app/components/ui/stat-list.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { pageFor, pagePath } from "#app/lib/site-map.ts";
import { chosenStories } from "#app/lib/list-pages.ts";
import { listedStory } from "#app/lib/story-listing.ts";
import { reportData } from "#app/lib/structured-data.ts";
import { continued } from "#app/lib/language-conventions.ts";
import { siteNames, titleJoin } from "#app/lib/text.ts";
import { pageHead } from "#app/lib/page-head.ts";

// A year's impact report, built for each report the content has, at its year.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, language } = loaded;
  const page = pageFor(loaded, "report", params.slug);
  const report = page.item;
  const words = content.site.reports;
  if (!words) throw data(null, { status: 404 });
  const locale = content.site.formats.dates;
  return {
    head: pageHead(loaded, page, {
      description: report.metaDescription,
      lead: report.intro,
      structuredData: (described) => reportData(content.site, report, described),
    }),
    report,
    words,
    locale,
    stories: chosenStories(content.stories, report.stories).map((story) =>
      listedStory(story, language, locale, siteNames(content.site)),
    ),
    otherYears: content.reports
      .filter((other) => other.year !== report.year)
      .map((other) => ({ year: other.year, href: pathIn(language, pagePath("report", String(other.year))) }))
      .sort((first, second) => second.year - first.year),
  };
}

export { meta } from "#app/lib/page-head.ts";

export default function Report({ loaderData }: Route.ComponentProps) {
  const { head, report, words, locale, stories, otherYears } = loaderData;
  const languageOf = useLanguageOf();
  const { facts, site, language } = usePageContext();
  return (
    <>
      <PageHeading id="report-title" title={report.title} intro={report.intro} trail={head.trail}>
        {report.fullReport && (
          <CallToAction button={report.fullReport} facts={facts} size="lg" className="mt-6 print:hidden" />
        )}
        {otherYears.length > 0 && (
          <nav aria-labelledby="other-years" className="mt-6 print:hidden">
            <span id="other-years" lang={languageOf(words.otherYearsLabel)} className="font-semibold">
              {words.otherYearsLabel}
            </span>
            <ul className="mt-1 flex flex-wrap gap-x-4">
              {otherYears.map((other) => (
                <li key={other.year}>
                  <Link
                    to={other.href}
                    className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
                  >
                    {other.year}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </PageHeading>
      <Section id="figures" heading={words.figuresHeading}>
        <StatList statistics={report.figures} locale={facts.formats.dates} />
      </Section>
      {report.charts.length > 0 && (
        <Section id="charts" heading={words.chartsHeading} tone="muted">
          <div className="grid gap-12 lg:grid-cols-2 print:block print:space-y-6">
            {report.charts.map((chart, index) => (
              <BarChart
                key={index}
                chart={chart}
                id={`chart-${index + 1}`}
                tableLabel={words.tableLabel}
                join={titleJoin(site.formats)}
                titleInCaption={continued(chart.title, language.code, siteNames(site))}
                locale={locale}
              />
            ))}
          </div>
        </Section>
      )}
      {stories.length > 0 && (
        <Section id="stories" heading={words.storiesHeading}>
          <StoryList stories={stories} />
        </Section>
      )}
    </>
  );
}
