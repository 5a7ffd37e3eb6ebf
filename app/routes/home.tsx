import type { Route } from "./+types/home";
import heroIllustration from "~/assets/hero-illustration.svg";
import { GetInvolved } from "~/components/sections/get-involved";
import { Hero } from "~/components/sections/hero";
import { Mission } from "~/components/sections/mission";
import { ProgramList } from "~/components/sections/program-list";
import { home } from "~/content/home";
import { programs } from "~/content/programs";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { organizationData } from "~/lib/structured-data";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: home.title,
    description: home.metaDescription,
    path: "/",
    type: "website",
    shareImage: { key: "home", alt: `${site.name}: ${home.title}` },
    structuredData: organizationData(),
  });

export default function Home() {
  const { hero, mission, getInvolved } = home;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        text={hero.text}
        actions={hero.actions}
        statistics={hero.statistics}
        image={{ src: heroIllustration, alt: hero.imageAlt, width: 560, height: 400 }}
      />
      <Mission {...mission} />
      <ProgramList {...home.programs} programs={programs} />
      <GetInvolved
        heading={getInvolved.heading}
        intro={getInvolved.intro}
        options={getInvolved.options}
        readyBlock={getInvolved.readyBlock}
        contact={{ heading: getInvolved.contactHeading, ...site.contact }}
      />
    </>
  );
}
