import type { Route } from "./+types/program-gift";
import { StaffPage } from "#app/components/sections/staff-page.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { sectionAnchors } from "#app/lib/anchors.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { pageHead } from "#app/lib/page-head.ts";
import { pageFor } from "#app/lib/site-map.ts";
import { fillIn } from "#app/lib/text.ts";

// The donation page a program's button leads to, made for the program: the donation page as it
// is, saying which program the gift supports.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const made = pageFor(loaded, "gift", params.slug);
  const { program, donation } = made.item;
  // The places of its sections as the site's own language names them, in every language.
  const own = pageFor({ content: loaded.base, base: loaded.base }, "gift", params.slug).item.donation;
  const giving = donation.sections.find((section) => section.giving)?.giving;
  return {
    // Out of search results: the donation page is the one listed.
    head: pageHead(loaded, made, { description: donation.description, lead: donation.intro, noindex: true }),
    donation,
    anchors: sectionAnchors(own.sections.map((section) => section.heading)),
    supports: giving && {
      line: fillIn(giving.words.supports, { program: program.title }),
      words: giving.words.supports,
    },
  };
}

export { meta } from "#app/lib/page-head.ts";

export default function ProgramGift({ loaderData }: Route.ComponentProps) {
  const { facts } = usePageContext();
  const { head, donation, anchors, supports } = loaderData;
  return (
    <StaffPage
      page={donation}
      anchors={anchors}
      forms={[]}
      {...(supports ? { supports } : {})}
      trail={head.trail}
      facts={facts}
    />
  );
}
