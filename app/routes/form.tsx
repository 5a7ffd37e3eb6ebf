import type { Route } from "./+types/form";
import { SiteForm } from "#app/components/sections/site-form.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { askedQuestions, formPlace, formTarget } from "#app/lib/form-posting.ts";
import { pageFacts, pageFor } from "#app/lib/site-map.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl, pageMeta, shareImageOf } from "#app/lib/meta.ts";
import { organizationData } from "#app/lib/structured-data.ts";
import { pageContextOf } from "#app/lib/page-context.ts";
import { firstParagraph } from "#app/lib/text.ts";

// A form of its own (content/forms/<name>.yml), built for each form the content has; the dev
// server answers 404 from here for any other address of one segment, as the host does.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, base, language } = loaded;
  const made = pageFor(loaded, "form", params.slug);
  const form = made.item;
  // The questions and the name as the site's own language writes them, which the service receives.
  const own = pageFor({ content: base, base }, "form", params.slug).item;
  const { questions, provider, heading, intro, requiredNote, optionalLabel, notice, sendLabel } = form;
  return {
    made: pageFacts(made),
    page: { heading, intro, requiredNote, optionalLabel, notice, sendLabel },
    questions: askedQuestions(questions, own.questions),
    target: formTarget({ provider }, formPlace(form.slug), {
      site: content.site,
      language,
      formName: own.heading,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { site, language, languages } = pageContextOf(matches);
  const { made, page } = loaderData;
  const { path, title } = made;
  return pageMeta({
    site,
    title,
    // What the form is for, as its introduction begins.
    description: firstParagraph(page.intro),
    path,
    language,
    languages,
    shareImage: shareImageOf(made, title),
    // A page of the organisation's, as search engines read it: who asks, and where.
    structuredData: organizationData(site, {
      url: absoluteUrl(site, pathIn(language, path)),
      name: title,
      language,
    }),
  });
};

export default function Form({ loaderData: { page, questions, target } }: Route.ComponentProps) {
  return <SiteForm page={page} questions={questions} target={target} open />;
}
