import type { Route } from "./+types/home";
import heroIllustration from "#app/assets/hero-illustration.svg?raw";
import { GetInvolved } from "#app/components/sections/get-involved.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { Mission } from "#app/components/sections/mission.tsx";
import { ProgramList } from "#app/components/sections/program-list.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { anchorFor } from "#app/lib/anchors.ts";
import { pathIn } from "#app/lib/languages.ts";
import { pageContextOf, usePageContext } from "#app/lib/page-context.ts";
import { pageOf, pagePath } from "#app/lib/site-map.ts";
import { programsShown } from "#app/lib/program-places.ts";
import { absoluteUrl, pageMeta } from "#app/lib/meta.ts";
import { organizationData } from "#app/lib/structured-data.ts";
import { countryName, titled } from "#app/lib/text.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { content, base } = await loadPage(request);
  const { site, home, programs, allPrograms } = content;
  // Named after the site's own titles, so a link to #become-a-mentor finds its place in every language.
  const optionIds = base.home.getInvolved.options.map((option) => anchorFor(option.title));
  const allProgramsPage = pageOf(base, "all-programs");
  return {
    home,
    programs: programsShown(programs, home.programs.shown),
    moreLink: allProgramsPage && { label: allPrograms.linkLabel, link: allProgramsPage.path },
    optionIds,
    // The address names its country in the page's language; the content gives its code.
    contact: {
      ...site.contact,
      address: { ...site.contact.address, country: countryName(site.contact.address.country, site) },
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { site, language, languages } = pageContextOf(matches);
  const { home } = loaderData;
  const path = pagePath("home");
  return pageMeta({
    site,
    title: home.hero.heading,
    description: home.metaDescription,
    path,
    language,
    languages,
    type: "website",
    shareImage: { key: "home", alt: titled(site.name, home.hero.heading, site.formats) },
    structuredData: organizationData(site, {
      url: absoluteUrl(site, pathIn(language, path)),
      name: home.hero.heading,
      language,
    }),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, programs, moreLink, optionIds, contact } = loaderData;
  const { facts } = usePageContext();
  return (
    <>
      <Hero hero={home.hero} facts={facts} illustration={heroIllustration} />
      <Mission mission={home.mission} />
      <ProgramList section={home.programs} programs={programs} moreLink={moreLink} facts={facts} />
      <GetInvolved getInvolved={home.getInvolved} optionIds={optionIds} contact={contact} facts={facts} />
    </>
  );
}
