import type { Content } from "#app/schema/load.server.ts";
import { formatMonth } from "#app/schema/dates.ts";
import { allProgramsShareKey, hasPage } from "#app/lib/program-paths.ts";
import { hasProgramsBeyond, programsByPlace } from "#app/lib/program-places.ts";
import { formatList, formatWeeks } from "#app/lib/text.ts";

export interface ShareCard {
  key: string;
  title: string;
  line: string;
  facts: string[];
}

export function shareCards({ home, programs, site, allPrograms }: Content): ShareCard[] {
  const places = programsByPlace(programs, site.countriesServed, allPrograms.online);
  return [
    {
      key: "home",
      title: home.hero.heading,
      line: home.hero.text,
      facts: home.hero.statistics
        .slice(0, 2)
        .map((statistic) => `${statistic.value} ${statistic.label.toLowerCase()}`),
    },
    ...(hasProgramsBeyond(programs, home.programs.shown)
      ? [
          {
            key: allProgramsShareKey,
            title: allPrograms.title,
            line: allPrograms.intro,
            facts: [
              formatList(
                places.map((place) => place.name),
                site.formats.lists,
              ),
            ],
          },
        ]
      : []),
    ...programs.filter(hasPage).map((program) => ({
      key: program.slug,
      title: program.title,
      line: program.page.summary,
      facts: [
        formatWeeks(program.weeks, site.weeks, site.formats.dates),
        formatList(
          program.languages.map((language) => language.name),
          site.formats.lists,
        ),
        `${site.programPage.nextCohortLabel} ${formatMonth(program.page.nextCohortStart, site.formats.dates)}`,
      ],
    })),
  ];
}
