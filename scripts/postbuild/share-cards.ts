import type { Content } from "#app/schema/load.server.ts";
import type { LanguageWords } from "#app/schema/types.ts";
import { cohortNotes } from "#app/lib/cohort-dates.ts";
import { allProgramsShareKey, hasPage } from "#app/lib/program-paths.ts";
import { hasProgramsBeyond, programsByPlace } from "#app/lib/program-places.ts";
import { formatList, lengthInWeeks, taughtIn } from "#app/lib/text.ts";
import { wordsLanguages, type SentenceFacts } from "#app/lib/words-language.ts";

export interface ShareCard {
  key: string;
  title: string;
  line: string;
  facts: string[];
}

/**
 * Each page's card in one language; each line in one language too, the site's own where the
 * page's lacks a word of it (`words`, against the site's own `ownSite`).
 */
export function shareCards(
  { home, programs, site, allPrograms }: Content,
  words: LanguageWords,
  ownSite: Content["site"],
): ShareCard[] {
  const places = programsByPlace(programs, site.countriesServed, allPrograms.online);
  const languages = wordsLanguages(ownSite.language, words);
  const own = {
    code: ownSite.language,
    words: ownSite.linkWords,
    formats: ownSite.formats,
    weeks: ownSite.weeks,
  };
  const facts: SentenceFacts = { words: site.linkWords, formats: site.formats, weeks: site.weeks, own };
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
    ...programs.filter(hasPage).map((program) => {
      const names = program.languages.map((language) => language.name);
      const { start } = cohortNotes(program.page, site.programPage, facts, languages);
      return {
        key: program.slug,
        title: program.title,
        line: program.page.summary,
        facts: [
          lengthInWeeks(program.weeks, facts, languages).text,
          taughtIn(site.programPage.languagesLabel, names, facts, languages).value,
          `${start.label} ${start.value}`,
        ],
      };
    }),
  ];
}
