import type { Route } from "./+types/form-thanks";
import { ThankYou } from "#app/components/sections/thank-you.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { pageContextOf, usePageContext } from "#app/lib/page-context.ts";
import { pageFacts, pageFor, pagePath } from "#app/lib/site-map.ts";
import { firstParagraph } from "#app/lib/text.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = pageFor(await loadPage(request), "form-thanks", params.slug);
  const form = page.item;
  return { page: pageFacts(page), thanks: form.thanks, description: firstParagraph(form.intro) };
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

export default function FormThanksPage({ loaderData: { thanks } }: Route.ComponentProps) {
  const { language, facts } = usePageContext();
  // A form of its own leads back to the home page, in her language.
  return <ThankYou {...thanks} backPath={pathIn(language, pagePath("home"))} facts={facts} />;
}
