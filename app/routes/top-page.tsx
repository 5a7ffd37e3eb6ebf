import type { Route } from "./+types/top-page";
import { SiteForm } from "#app/components/sections/site-form.tsx";
import { StaffPage } from "#app/components/sections/staff-page.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { askedQuestions, formPlace, formTarget } from "#app/lib/form-posting.ts";
import { privacyPage, sentForms } from "#app/lib/privacy.ts";
import { pageFacts, pageFor, pageOf } from "#app/lib/site-map.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl, pageMeta, shareImageOf } from "#app/lib/meta.ts";
import { organizationData, staffPageData } from "#app/lib/structured-data.ts";
import { pageContextOf, usePageContext } from "#app/lib/page-context.ts";
import { firstParagraph } from "#app/lib/text.ts";
import { proseText } from "#app/schema/prose.ts";
import { sectionAnchors } from "#app/lib/anchors.ts";

// The top of the site's addresses holds forms of their own (content/forms/<name>.yml) and pages
// the staff write (content/pages/<name>.yml): one route answers both, built for each the content
// has; any other address of one segment is the 404 page, as on the host.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, base, language } = loaded;
  if (!pageOf(base, "form", params.slug)) {
    const made = pageFor(loaded, "page", params.slug);
    const { sections } = made.item;
    const asked = sections.flatMap((section) => section.questions ?? []);
    // The places of its sections as the site's own language names them, in every language.
    const own = pageFor({ content: base, base }, "page", params.slug).item;
    return {
      made: pageFacts(made),
      staffPage: made.item,
      anchors: sectionAnchors(own.sections.map((section) => section.heading)),
      forms: sections.some((section) => section.forms) ? sentForms(content, base) : [],
      // Its questions, where they are what the page holds.
      questions: asked.length > 0 && sections.every((section) => section.questions) ? asked : undefined,
    };
  }
  const made = pageFor(loaded, "form", params.slug);
  const form = made.item;
  // The questions and the name as the site's own language writes them, which the service receives.
  const own = pageFor({ content: base, base }, "form", params.slug).item;
  const { questions, provider, heading, intro, requiredNote, optionalLabel, notice, sendLabel } = form;
  return {
    made: pageFacts(made),
    page: { heading, intro, requiredNote, optionalLabel, notice, sendLabel },
    asked: askedQuestions(questions, own.questions),
    target: formTarget({ provider }, formPlace(form.slug), {
      site: content.site,
      language,
      formName: own.heading,
    }),
    privacy: privacyPage(content, language),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { site, language, languages } = pageContextOf(matches);
  const { made } = loaderData;
  const { path, title } = made;
  const described = { url: absoluteUrl(site, pathIn(language, path)), name: title, language };
  return pageMeta({
    site,
    title,
    // A form says what it is for as its introduction begins.
    description: loaderData.page ? firstParagraph(loaderData.page.intro) : loaderData.staffPage.description,
    path,
    language,
    languages,
    shareImage: shareImageOf(made, title),
    // A page of the organisation's, as search engines read it: who asks, and where.
    structuredData: loaderData.page
      ? organizationData(site, described)
      : staffPageData(
          site,
          loaderData.questions?.map(({ question, answer }) => ({ question, answer: proseText(answer) })),
          described,
        ),
  });
};

export default function TopPage({ loaderData }: Route.ComponentProps) {
  const { facts } = usePageContext();
  if (loaderData.page) {
    const { page, asked, target, privacy } = loaderData;
    return <SiteForm page={page} questions={asked} target={target} open privacy={privacy} />;
  }
  return (
    <StaffPage
      page={loaderData.staffPage}
      anchors={loaderData.anchors}
      forms={loaderData.forms}
      facts={facts}
    />
  );
}
