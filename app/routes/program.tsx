import { data } from "react-router";
import type { Route } from "./+types/program";
import { CohortCta } from "#app/components/sections/cohort-cta.tsx";
import { Curriculum } from "#app/components/sections/curriculum.tsx";
import { Highlights } from "#app/components/sections/highlights.tsx";
import { ProgramApproach } from "#app/components/sections/program-approach.tsx";
import { ProgramHero } from "#app/components/sections/program-hero.tsx";
import { SpokenSummaries } from "#app/components/sections/spoken-summaries.tsx";
import { Testimonials } from "#app/components/sections/testimonials.tsx";
import { loadPage } from "#app/schema/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl, pageMeta } from "#app/lib/meta.ts";
import { hasPage, programPath } from "#app/lib/program-paths.ts";
import { programData } from "#app/lib/structured-data.ts";
import { titled } from "#app/lib/text.ts";

// Only programs with a page are prerendered; the host answers any other slug with the
// 404 page. The dev server gets the same from the 404 response below.
export async function loader({ params, request }: Route.LoaderArgs) {
  const { content, language, languages, facts } = await loadPage(request);
  const { site, home, programs } = content;
  const program = programs.filter(hasPage).find((candidate) => candidate.slug === params.slug);
  if (!program) throw data(null, { status: 404 });
  return { site, program, homeTitle: home.hero.heading, facts, language, languages };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { site, program, homeTitle, language, languages } = loaderData;
  const path = programPath(program.slug);
  return pageMeta({
    site,
    title: program.title,
    description: program.page.metaDescription,
    path,
    language,
    languages,
    shareImage: { key: program.slug, alt: titled(program.title, program.page.summary, site.formats) },
    structuredData: programData(
      site,
      program,
      { url: absoluteUrl(site, pathIn(language, path)), name: program.title, language },
      { url: absoluteUrl(site, pathIn(language, "/")), name: homeTitle },
    ),
  });
};

export default function ProgramRoute({ loaderData: { site, program, facts } }: Route.ComponentProps) {
  const words = site.programPage;
  const { page } = program;
  return (
    <>
      <ProgramHero program={program} words={words} facts={facts} />
      {/* First after the summary, for visitors who read little. */}
      {page.listen && <SpokenSummaries {...page.listen} words={words} facts={facts} />}
      <ProgramApproach program={program} facts={facts} />
      <Highlights {...page.highlights} />
      <Curriculum {...page.curriculum} />
      <Testimonials {...page.testimonials} />
      <CohortCta page={page} words={words} facts={facts} />
    </>
  );
}
