import type { Route } from "./+types/apply-thanks";
import { ThankYou } from "#app/components/sections/thank-you.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { pageContextOf, usePageContext } from "#app/lib/page-context.ts";
import { pageFacts, pageFor, pagePath } from "#app/lib/site-map.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = pageFor(await loadPage(request), "apply-thanks", params.slug);
  const program = page.item;
  return {
    slug: program.slug,
    page: pageFacts(page),
    thanks: program.page.application.thanks,
    description: program.page.metaDescription,
  };
}

// Reached only after sending the form: no search result, no share card.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { site, language, languages } = pageContextOf(matches);
  const { page, description } = loaderData;
  return pageMeta({
    site,
    title: page.title,
    description,
    path: page.path,
    language,
    languages,
    noindex: true,
  });
};

export default function ApplyThanks({ loaderData: { slug, thanks } }: Route.ComponentProps) {
  const { language, facts } = usePageContext();
  return <ThankYou {...thanks} backPath={pathIn(language, pagePath("program", slug))} facts={facts} />;
}
