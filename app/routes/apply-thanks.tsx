import { data } from "react-router";
import type { Route } from "./+types/apply-thanks";
import { ApplicationThanks } from "#app/components/sections/application-thanks.tsx";
import { loadPage } from "#app/schema/load.server.ts";
import { hasApplication, thanksPath } from "#app/lib/application-form.ts";
import { pathIn } from "#app/lib/languages.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { programPath } from "#app/lib/program-paths.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { content, language, languages } = await loadPage(request);
  const program = content.programs.find((candidate) => candidate.slug === params.slug);
  if (!program || !hasApplication(program)) throw data(null, { status: 404 });
  return {
    site: content.site,
    slug: program.slug,
    thanks: program.page.application.thanks,
    description: program.page.metaDescription,
    programPath: pathIn(language, programPath(program.slug)),
    language,
    languages,
  };
}

// Reached only after sending the form: no search result, no share card.
export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { site, slug, thanks, description, language, languages } = loaderData;
  return pageMeta({
    site,
    title: thanks.heading,
    description,
    path: thanksPath(slug),
    language,
    languages,
    noindex: true,
  });
};

export default function ApplyThanks({ loaderData: { thanks, programPath } }: Route.ComponentProps) {
  return <ApplicationThanks {...thanks} programPath={programPath} />;
}
