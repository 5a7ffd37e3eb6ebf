import type { Route } from "./+types/program";
import { CohortCta } from "~/components/sections/cohort-cta";
import { Curriculum } from "~/components/sections/curriculum";
import { Highlights } from "~/components/sections/highlights";
import { ProgramApproach } from "~/components/sections/program-approach";
import { ProgramHero } from "~/components/sections/program-hero";
import { Testimonials } from "~/components/sections/testimonials";
import { NotFoundMessage } from "~/components/sections/not-found-message";
import { home } from "~/content/home";
import { notFound } from "~/content/not-found";
import { programPage } from "~/content/programs";
import { formatDate, formatMonth } from "~/lib/dates";
import { formatList } from "~/lib/text";
import { pageMeta } from "~/lib/meta";
import { findProgramWithPage, programPath } from "~/lib/program-paths";
import { programData } from "~/lib/structured-data";

export const meta: Route.MetaFunction = ({ params }) => {
  const program = findProgramWithPage(params.slug);
  if (!program) return [];
  const path = programPath(program.slug);
  return pageMeta({
    title: program.title,
    description: program.detail.metaDescription,
    path,
    shareImage: { key: program.slug, alt: `${program.title}: ${program.detail.summary}` },
    structuredData: programData(program, path, home.title),
  });
};

// Only programs with a page are prerendered; any other slug is served the 404 page by the
// host. This fallback is for the dev server.
export default function ProgramPage({ params }: Route.ComponentProps) {
  const program = findProgramWithPage(params.slug);
  if (!program) return <NotFoundMessage {...notFound} />;
  const { detail } = program;
  const nextCohort = formatMonth(detail.nextCohortStart);
  const deadline = formatDate(detail.applicationDeadline);
  return (
    <>
      <ProgramHero
        backLink={programPage.backLink}
        badge={detail.badge}
        title={program.title}
        duration={program.duration}
        level={program.level}
        summary={detail.summary}
        actions={detail.actions}
        statisticsHeading={programPage.statisticsHeading}
        statistics={detail.statistics}
        keyFacts={{
          heading: programPage.keyFactsHeading,
          facts: [
            { label: programPage.nextCohortLabel, value: nextCohort },
            { label: programPage.applicationDeadlineLabel, value: deadline },
            { label: programPage.languagesLabel, value: formatList(detail.languages) },
          ],
        }}
      />
      <ProgramApproach {...detail.approach} />
      <Highlights heading={detail.highlightsHeading} highlights={detail.highlights} />
      <Curriculum
        heading={detail.curriculumHeading}
        intro={detail.curriculumIntro}
        blocks={detail.curriculum}
      />
      <Testimonials heading={detail.testimonialsHeading} testimonials={detail.testimonials} />
      <CohortCta
        {...detail.closing}
        startNote={`${programPage.nextCohortLabel} ${nextCohort}`}
        deadlineNote={`${programPage.applicationDeadlineLabel} ${deadline}`}
      />
    </>
  );
}
