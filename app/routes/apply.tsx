import type { Route } from "./+types/apply";
import { SiteForm } from "#app/components/sections/site-form.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { applicationPlace, applicationsOpen, askedQuestions, formTarget } from "#app/lib/form-posting.ts";
import { privacyPage } from "#app/lib/privacy.ts";
import { pageFor } from "#app/lib/site-map.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { pageHead } from "#app/lib/page-head.ts";

// Built for programs whose page has an application form (the site map); the dev server
// answers 404 from here for the others, as the host does.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, base, language } = loaded;
  const made = pageFor(loaded, "apply", params.slug);
  const program = made.item;
  // The questions and the name as the site's own language writes them, which the service receives.
  const own = pageFor({ content: base, base }, "apply", params.slug).item;
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
    head: pageHead(loaded, made, { description: metaDescription, lead: program.page.summary }),
    page,
    questions: askedQuestions(questions, own.page.application.questions),
    target: formTarget({ provider }, applicationPlace(program.slug), {
      site: content.site,
      language,
      formName: own.page.application.heading,
    }),
    open: applicationsOpen(applicationDeadline),
    privacy: privacyPage(content, language),
    // The program's questions before applying, read before she starts.
    before: program.page.questions && { ...program.page.questions, language: { prefix: language.prefix } },
  };
}

export { meta } from "#app/lib/page-head.ts";

export default function Apply({
  loaderData: { head, page, questions, target, open, privacy, before },
}: Route.ComponentProps) {
  const { site } = usePageContext();
  return (
    <SiteForm
      page={page}
      questions={questions}
      target={target}
      open={open}
      signUp={site.footer.newsletter}
      privacy={privacy}
      before={before}
      trail={head.trail}
    />
  );
}
