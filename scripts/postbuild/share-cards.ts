import type { Content } from "#app/schema/load.server.ts";
import { formatMonth } from "#app/schema/dates.ts";
import { hasPage } from "#app/lib/program-paths.ts";
import { formatList, formatWeeks } from "#app/lib/text.ts";

export interface ShareCard {
  key: string;
  title: string;
  line: string;
  facts: string[];
}

export function shareCards({ home, programs, site }: Content): ShareCard[] {
  return [
    {
      key: "home",
      title: home.hero.heading,
      line: home.hero.text,
      facts: home.hero.statistics
        .slice(0, 2)
        .map((statistic) => `${statistic.value} ${statistic.label.toLowerCase()}`),
    },
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
