import type { Route } from "./+types/form-thanks";
import { ThankYou } from "#app/components/sections/thank-you.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { pageFor, pagePath } from "#app/lib/site-map.ts";
import { firstParagraph } from "#app/lib/text.ts";
import { pageHead } from "#app/lib/page-head.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const page = pageFor(loaded, "form-thanks", params.slug);
  const form = page.item;
  return {
    head: pageHead(loaded, page, { description: firstParagraph(form.intro), noindex: true }),
    thanks: form.thanks,
  };
}

// Reached only after sending the form: no search result, no share card.
export { meta } from "#app/lib/page-head.ts";

export default function FormThanksPage({ loaderData: { thanks } }: Route.ComponentProps) {
  const { language, facts } = usePageContext();
  // A form of its own leads back to the home page, in her language.
  return <ThankYou {...thanks} backPath={pathIn(language, pagePath("home"))} facts={facts} />;
}
