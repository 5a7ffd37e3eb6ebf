import { data } from "react-router";
import type { Route } from "./+types/program";
import { CohortCta } from "#app/components/sections/cohort-cta.tsx";
import { Curriculum } from "#app/components/sections/curriculum.tsx";
import { Highlights } from "#app/components/sections/highlights.tsx";
import { ProgramApproach } from "#app/components/sections/program-approach.tsx";
import { ProgramHero } from "#app/components/sections/program-hero.tsx";
import { Testimonials } from "#app/components/sections/testimonials.tsx";
import { linkFacts, loadContent } from "#app/schema/load.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { hasPage, programPath } from "#app/lib/program-paths.ts";
import { programData } from "#app/lib/structured-data.ts";

// Only programs with a page are prerendered; the host answers any other slug with the
// 404 page. The dev server gets the same from the 404 response below.
export function loader({ params }: Route.LoaderArgs) {
  const { site, home, programs } = loadContent();
  const program = programs.filter(hasPage).find((candidate) => candidate.slug === params.slug);
  if (!program) throw data(null, { status: 404 });
  return { site, program, homeTitle: home.hero.heading, links: linkFacts(site) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { site, program, homeTitle } = loaderData;
  const path = programPath(program.slug);
  return pageMeta({
    site,
    title: program.title,
    description: program.page.metaDescription,
    path,
    shareImage: { key: program.slug, alt: `${program.title}: ${program.page.summary}` },
    structuredData: programData(site, program, path, homeTitle),
  });
};

export default function ProgramRoute({ loaderData: { site, program, links } }: Route.ComponentProps) {
  const words = site.programPage;
  const { page } = program;
  return (
    <>
      <ProgramHero program={program} words={words} links={links} />
      <ProgramApproach program={program} />
      <Highlights {...page.highlights} />
      <Curriculum {...page.curriculum} />
      <Testimonials {...page.testimonials} />
      <CohortCta page={page} words={words} links={links} />
    </>
  );
}
