import { data } from "react-router";
import type { Route } from "./+types/form";
import { SiteForm } from "#app/components/sections/site-form.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { askedQuestions, formPlace, formTarget } from "#app/lib/form-posting.ts";
import { pageOf } from "#app/lib/site-map.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl, pageMeta } from "#app/lib/meta.ts";
import { organizationData } from "#app/lib/structured-data.ts";
import { pageContextOf } from "#app/lib/page-context.ts";
import { firstParagraph } from "#app/lib/text.ts";

// A form of its own (content/forms/<name>.yml), built for each form the content has; the dev
// server answers 404 from here for any other address of one segment, as the host does.
export async function loader({ params, request }: Route.LoaderArgs) {
  const { content, base, language } = await loadPage(request);
  const form = content.forms.find((candidate) => candidate.slug === params.slug);
  const own = base.forms.find((candidate) => candidate.slug === params.slug);
  const made = pageOf(base, "form", params.slug);
  if (!made || !form || !own) throw data(null, { status: 404 });
  const { questions, provider, heading, intro, requiredNote, optionalLabel, notice, sendLabel } = form;
  return {
    slug: form.slug,
    path: made.path,
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
  const { slug, path, page } = loaderData;
  return pageMeta({
    site,
    title: page.heading,
    // What the form is for, as its introduction begins.
    description: firstParagraph(page.intro),
    path,
    language,
    languages,
    shareImage: { key: `form-${slug}`, alt: page.heading },
    // A page of the organisation's, as search engines read it: who asks, and where.
    structuredData: organizationData(site, {
      url: absoluteUrl(site, pathIn(language, path)),
      name: page.heading,
      language,
    }),
  });
};

export default function Form({ loaderData: { page, questions, target } }: Route.ComponentProps) {
  return <SiteForm page={page} questions={questions} target={target} open />;
}
