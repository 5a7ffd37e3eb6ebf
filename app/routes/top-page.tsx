import type { Route } from "./+types/top-page";
import { SiteForm } from "#app/components/sections/site-form.tsx";
import { StaffPage } from "#app/components/sections/staff-page.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { askedQuestions, formPlace, formTarget } from "#app/lib/form-posting.ts";
import { isDonationPage } from "#app/schema/giving.ts";
import { privacyPage, sentForms } from "#app/lib/privacy.ts";
import { pageFor, pageOf } from "#app/lib/site-map.ts";
import { organizationData, staffPageData } from "#app/lib/structured-data.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { firstParagraph } from "#app/lib/text.ts";
import { proseText } from "#app/schema/prose.ts";
import { sectionAnchors } from "#app/lib/anchors.ts";
import { pageHead } from "#app/lib/page-head.ts";

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
    // Its questions, where they are what the page holds.
    const questions = asked.length > 0 && sections.every((section) => section.questions) ? asked : undefined;
    return {
      head: pageHead(loaded, made, {
        description: made.item.description,
        lead: made.item.intro,
        noindex: made.item.unlisted,
        structuredData: (described) =>
          staffPageData(
            content.site,
            questions?.map(({ question, answer }) => ({ question, answer: proseText(answer) })),
            described,
            { donation: isDonationPage(made.item) },
          ),
      }),
      staffPage: made.item,
      anchors: sectionAnchors(own.sections.map((section) => section.heading)),
      forms: sections.some((section) => section.forms) ? sentForms(content, base) : [],
      questions,
    };
  }
  const made = pageFor(loaded, "form", params.slug);
  const form = made.item;
  // The questions and the name as the site's own language writes them, which the service receives.
  const own = pageFor({ content: base, base }, "form", params.slug).item;
  const { questions, provider, heading, intro, requiredNote, optionalLabel, notice, sendLabel } = form;
  return {
    head: pageHead(loaded, made, {
      // A form says what it is for as its introduction begins.
      description: firstParagraph(intro),
      // A page of the organisation's, as search engines read it: who asks, and where.
      structuredData: (described) => organizationData(content.site, described),
    }),
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

export { meta } from "#app/lib/page-head.ts";

export default function TopPage({ loaderData }: Route.ComponentProps) {
  const { facts } = usePageContext();
  if (loaderData.page) {
    const { page, asked, target, privacy } = loaderData;
    return (
      <SiteForm
        page={page}
        questions={asked}
        target={target}
        open
        privacy={privacy}
        trail={loaderData.head.trail}
      />
    );
  }
  return (
    <StaffPage
      page={loaderData.staffPage}
      anchors={loaderData.anchors}
      forms={loaderData.forms}
      trail={loaderData.head.trail}
      facts={facts}
    />
  );
}
