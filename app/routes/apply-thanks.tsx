import { data } from "react-router";
import type { Route } from "./+types/apply-thanks";
import { FormThanks } from "#app/components/sections/form-thanks.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { pageContextOf, usePageContext } from "#app/lib/page-context.ts";
import { hasApplication, pageOf, programPath } from "#app/lib/site-map.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { content, base } = await loadPage(request);
  const program = content.programs.find((candidate) => candidate.slug === params.slug);
  const made = pageOf(base, "apply-thanks", params.slug);
  if (!made || !program || !hasApplication(program)) throw data(null, { status: 404 });
  return {
    slug: program.slug,
    path: made.path,
    thanks: program.page.application.thanks,
    description: program.page.metaDescription,
  };
}

// Reached only after sending the form: no search result, no share card.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { site, language, languages } = pageContextOf(matches);
  const { path, thanks, description } = loaderData;
  return pageMeta({
    site,
    title: thanks.heading,
    description,
    path,
    language,
    languages,
    noindex: true,
  });
};

export default function ApplyThanks({ loaderData: { slug, thanks } }: Route.ComponentProps) {
  const { language, facts } = usePageContext();
  return <FormThanks {...thanks} backPath={pathIn(language, programPath(slug))} facts={facts} />;
}
