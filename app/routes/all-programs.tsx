import type { Route } from "./+types/all-programs";
import { ProgramDirectory, type ListedProgram } from "#app/components/sections/program-directory.tsx";
import { Pager } from "#app/components/shared/pager.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { cardButton } from "#app/lib/program-paths.ts";
import { pagerOf } from "#app/lib/paging.ts";
import { placesOfPages, programsPages } from "#app/lib/list-pages.ts";
import { listPagePath, pageFor } from "#app/lib/site-map.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { programsByPlace } from "#app/lib/program-places.ts";
import { organizationData } from "#app/lib/structured-data.ts";
import { filledIn, siteNames, titled } from "#app/lib/text.ts";
import { wordsLanguages } from "#app/lib/words-language.ts";
import { applicationsClosedNote } from "#app/lib/cohort-dates.ts";
import { pageHead } from "#app/lib/page-head.ts";

// Built only while the home page leaves programs out (app/routes.ts), a page of them at a time
// (the later ones at /programs/page/2/); the dev server answers 404 from here otherwise, as
// the host does.
export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, base, facts, words, language } = loaded;
  const made = pageFor(loaded, "all-programs", params.slug);
  const { site, home } = content;
  const { words: allPrograms, items: programs } = made.item;
  const languagesOfWords = wordsLanguages(base.site.language, words);
  const listed = programs.map((program): ListedProgram => ({
    slug: program.slug,
    location: program.location,
    title: program.title,
    weeks: program.weeks,
    level: program.level,
    languages: program.languages.map((taught) => taught.name),
    button: cardButton(program, home.programs.cardButtonLabel),
    buttonContext: filledIn(
      home.programs.cardButtonContext,
      { title: program.title },
      facts,
      languagesOfWords,
    ),
    closed: applicationsClosedNote(program, site.programPage, facts, languagesOfWords),
  }));
  const { online, ...page } = allPrograms;
  return {
    head: pageHead(loaded, made, {
      description: page.metaDescription,
      lead: page.intro,
      type: "website",
      shareAlt: titled(site.name, allPrograms.title, site.formats, {
        code: language.code,
        names: siteNames(site),
      }),
      structuredData: (described) => organizationData(site, described),
    }),
    page: { ...page, title: made.title },
    places: programsByPlace(listed, site.countriesServed, online),
    // Every place the programs run in, each leading where its programs begin: on a later page
    // for a place whose programs come after this page's.
    placeLinks: placesOfPages(programsPages(content), site.countriesServed).map(({ id, name, number }) => ({
      name,
      href:
        number === made.item.number
          ? `#${id}`
          : `${pathIn(language, listPagePath("all-programs", number))}#${id}`,
    })),
    languagesLabel: site.programPage.languagesLabel,
    pager: pagerOf(
      made.item,
      (number) => pathIn(language, listPagePath("all-programs", number)),
      site.paging,
    ),
  };
}

export { meta } from "#app/lib/page-head.ts";

export default function AllPrograms({ loaderData }: Route.ComponentProps) {
  const { head, page, places, placeLinks, languagesLabel, pager } = loaderData;
  const { facts } = usePageContext();
  return (
    <ProgramDirectory
      page={page}
      places={places}
      placeLinks={placeLinks}
      languagesLabel={languagesLabel}
      trail={head.trail}
      facts={facts}
    >
      <Pager pager={pager} />
    </ProgramDirectory>
  );
}
