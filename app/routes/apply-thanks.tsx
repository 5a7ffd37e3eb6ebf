import type { Route } from "./+types/apply-thanks";
import { ThankYou } from "#app/components/sections/thank-you.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { pageFor, pagePath } from "#app/lib/site-map.ts";
import { pageHead } from "#app/lib/page-head.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const page = pageFor(loaded, "apply-thanks", params.slug);
  const program = page.item;
  return {
    head: pageHead(loaded, page, {
      description: program.page.metaDescription,
      lead: program.page.summary,
      noindex: true,
    }),
    slug: program.slug,
    thanks: program.page.application.thanks,
  };
}

// Reached only after sending the form: no search result, no share card.
export { meta } from "#app/lib/page-head.ts";

export default function ApplyThanks({ loaderData: { slug, thanks } }: Route.ComponentProps) {
  const { language, facts } = usePageContext();
  return <ThankYou {...thanks} backPath={pathIn(language, pagePath("program", slug))} facts={facts} />;
}
