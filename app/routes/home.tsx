import type { Route } from "./+types/home";
import heroIllustration from "#app/assets/hero-illustration.svg?raw";
import { GetInvolved } from "#app/components/sections/get-involved.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { Mission } from "#app/components/sections/mission.tsx";
import { ProgramList } from "#app/components/sections/program-list.tsx";
import { HomeEvents, HomeStories } from "#app/components/news/home-news.tsx";
import { listedEvent } from "#app/lib/event-listing.ts";
import { upcomingAndPast } from "#app/lib/event-when.ts";
import { chosenStories } from "#app/lib/list-pages.ts";
import { listedStory } from "#app/lib/story-listing.ts";
import { loadPage } from "#app/content/load.server.ts";
import { anchorFor } from "#app/lib/anchors.ts";
import { pathIn } from "#app/lib/languages.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { pageFor, pageOf, pagePath } from "#app/lib/site-map.ts";
import { programsShown } from "#app/lib/program-places.ts";
import { organizationData } from "#app/lib/structured-data.ts";
import { countryName, siteNames, titled } from "#app/lib/text.ts";
import { pageHead } from "#app/lib/page-head.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, base, language } = loaded;
  const made = pageFor(loaded, "home");
  const { site, programs, allPrograms } = content;
  const home = made.item;
  const locale = site.formats.dates;
  // Named after the site's own titles, so a link to #become-a-mentor finds its place in every language.
  const optionIds = base.home.getInvolved.options.map((option) => anchorFor(option.title));
  const allProgramsPage = pageOf(base, "all-programs");
  return {
    head: pageHead(loaded, made, {
      description: home.metaDescription,
      lead: home.hero.text,
      type: "website",
      shareAlt: titled(site.name, made.title, site.formats, { code: language.code, names: siteNames(site) }),
      structuredData: (described) => organizationData(site, described),
    }),
    home,
    programs: programsShown(programs, home.programs.shown),
    moreLink: allProgramsPage && { label: allPrograms.linkLabel, link: allProgramsPage.path },
    optionIds,
    // What the staff chose to show of the stories and the next events, once there are some.
    stories:
      home.stories && site.stories
        ? {
            section: home.stories,
            items: chosenStories(content.stories, home.stories.shown).map((story) =>
              listedStory(story, language, locale, siteNames(content.site)),
            ),
            allHref: pathIn(language, pagePath("stories")),
          }
        : undefined,
    events:
      home.events && site.events && content.events.length > 0
        ? {
            section: home.events,
            words: site.events,
            items: upcomingAndPast(content.events)
              .upcoming.slice(0, home.events.count)
              .map((event) => listedEvent(event, loaded)),
            allHref: pathIn(language, pagePath("events")),
          }
        : undefined,
    // The address names its country in the page's language; the content gives its code.
    contact: {
      ...site.contact,
      address: { ...site.contact.address, country: countryName(site.contact.address.country, site) },
    },
  };
}

export { meta } from "#app/lib/page-head.ts";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, programs, moreLink, optionIds, contact, stories, events } = loaderData;
  const { facts, site } = usePageContext();
  return (
    <>
      <Hero hero={home.hero} facts={facts} illustration={heroIllustration} />
      <Mission mission={home.mission} facts={facts} />
      {stories && <HomeStories section={stories.section} stories={stories.items} allHref={stories.allHref} />}
      <ProgramList
        section={home.programs}
        programs={programs}
        dates={site.programPage}
        moreLink={moreLink}
        facts={facts}
      />
      {events && (
        <HomeEvents
          section={events.section}
          events={events.items}
          words={events.words}
          allHref={events.allHref}
        />
      )}
      <GetInvolved getInvolved={home.getInvolved} optionIds={optionIds} contact={contact} facts={facts} />
    </>
  );
}
