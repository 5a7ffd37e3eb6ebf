import { data } from "react-router";
import type { Route } from "./+types/apply";
import { SiteForm } from "#app/components/sections/site-form.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { applicationPlace, applicationsOpen, askedQuestions, formTarget } from "#app/lib/form-posting.ts";
import { hasApplication, pageOf } from "#app/lib/site-map.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { pageContextOf, usePageContext } from "#app/lib/page-context.ts";

// Built for programs whose page has an application form (react-router.config.ts); the dev
// server answers 404 from here for the others, as the host does.
export async function loader({ params, request }: Route.LoaderArgs) {
  const { content, base, language } = await loadPage(request);
  const program = content.programs.find((candidate) => candidate.slug === params.slug);
  const own = base.programs.find((candidate) => candidate.slug === params.slug);
  const made = pageOf(base, "apply", params.slug);
  if (!made || !program || !hasApplication(program) || !own || !hasApplication(own)) {
    throw data(null, { status: 404 });
  }
  const { application, applicationDeadline, metaDescription } = program.page;
  const {
    questions,
    provider,
    heading,
    intro,
    requiredNote,
    optionalLabel,
    notice,
    sendLabel,
    closedMessage,
  } = application;
  const page = { heading, intro, requiredNote, optionalLabel, notice, sendLabel, closedMessage };
  return {
    slug: program.slug,
    path: made.path,
    page,
    description: metaDescription,
    questions: askedQuestions(questions, own.page.application.questions),
    target: formTarget({ provider }, applicationPlace(program.slug), {
      site: content.site,
      language,
      formName: own.page.application.heading,
    }),
    open: applicationsOpen(applicationDeadline),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { site, language, languages } = pageContextOf(matches);
  const { slug, path, page, description } = loaderData;
  return pageMeta({
    site,
    title: page.heading,
    description,
    path,
    language,
    languages,
    shareImage: { key: slug, alt: page.heading },
  });
};

export default function Apply({ loaderData: { page, questions, target, open } }: Route.ComponentProps) {
  const { site } = usePageContext();
  return (
    <SiteForm page={page} questions={questions} target={target} open={open} signUp={site.footer.newsletter} />
  );
}
