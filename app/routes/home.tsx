import type { Route } from "./+types/home";
import heroIllustration from "#app/assets/hero-illustration.svg?raw";
import { GetInvolved } from "#app/components/sections/get-involved.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { Mission } from "#app/components/sections/mission.tsx";
import { ProgramList } from "#app/components/sections/program-list.tsx";
import { linkFacts, loadContent } from "#app/schema/load.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { organizationData } from "#app/lib/structured-data.ts";

export function loader() {
  const { site, home, programs } = loadContent();
  return { site, home, programs, links: linkFacts(site) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { site, home } = loaderData;
  return pageMeta({
    site,
    title: home.hero.heading,
    description: home.metaDescription,
    path: "/",
    type: "website",
    shareImage: { key: "home", alt: `${site.name}: ${home.hero.heading}` },
    structuredData: organizationData(site),
  });
};

export default function Home({ loaderData: { site, home, programs, links } }: Route.ComponentProps) {
  return (
    <>
      <Hero hero={home.hero} links={links} illustration={heroIllustration} />
      <Mission mission={home.mission} />
      <ProgramList section={home.programs} programs={programs} links={links} />
      <GetInvolved getInvolved={home.getInvolved} contact={site.contact} links={links} />
    </>
  );
}
