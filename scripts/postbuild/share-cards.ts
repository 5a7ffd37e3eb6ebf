import type { Content } from "#app/content/load.server.ts";
import type { LanguageWords } from "#app/schema/types.ts";
import { cohortNotes } from "#app/lib/cohort-dates.ts";
import { hasPage, sitePages, type SitePage } from "#app/lib/site-map.ts";
import { programsByPlace } from "#app/lib/program-places.ts";
import { firstParagraph, formatList, lengthInWeeks, taughtIn } from "#app/lib/text.ts";
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
  { home, programs, site, allPrograms, forms, stories, events, reports }: Content,
  words: LanguageWords,
  ownSite: Content["site"],
): ShareCard[] {
  const languages = wordsLanguages(ownSite.language, words);
  const own = {
    code: ownSite.language,
    words: ownSite.linkWords,
    formats: ownSite.formats,
    weeks: ownSite.weeks,
  };
  const facts: SentenceFacts = { words: site.linkWords, formats: site.formats, weeks: site.weeks, own };
  const cardOf = (page: SitePage, key: string): ShareCard | undefined => {
    if (page.kind === "home") {
      const figures = home.hero.statistics.slice(0, 2);
      return {
        key,
        title: home.hero.heading,
        line: home.hero.text,
        facts: figures.map((statistic) => `${statistic.value} ${statistic.label.toLowerCase()}`),
      };
    }
    if (page.kind === "all-programs") {
      const places = programsByPlace(programs, site.countriesServed, allPrograms.online);
      const placeNames = formatList(
        places.map((place) => place.name),
        site.formats.lists,
      );
      return { key, title: allPrograms.title, line: allPrograms.intro, facts: [placeNames] };
    }
    if (page.kind === "form") {
      const form = forms.find((candidate) => candidate.slug === page.slug);
      return form && { key, title: form.heading, line: firstParagraph(form.intro), facts: [] };
    }
    const news = newsCard(page, key);
    if (news !== undefined || page.kind !== "program") return news;
    const program = programs.filter(hasPage).find((candidate) => candidate.slug === page.slug);
    if (!program) return undefined;
    const names = program.languages.map((language) => language.name);
    const { start } = cohortNotes(program.page, site.programPage, facts, languages);
    return {
      key,
      title: program.title,
      line: program.page.summary,
      facts: [
        lengthInWeeks(program.weeks, facts, languages).text,
        taughtIn(site.programPage.languagesLabel, names, facts, languages).value,
        `${start.label} ${start.value}`,
      ],
    };
  };
  function newsCard(page: SitePage, key: string): ShareCard | undefined {
    if (page.kind === "stories" && site.stories) {
      return { key, title: site.stories.title, line: site.stories.intro, facts: [] };
    }
    if (page.kind === "events" && site.events) {
      return { key, title: site.events.title, line: site.events.intro, facts: [] };
    }
    if (page.kind === "story") {
      const story = stories.find((candidate) => candidate.slug === page.slug);
      return (
        story && { key, title: story.title, line: story.summary, facts: [`${story.person}, ${story.place}`] }
      );
    }
    if (page.kind === "report") {
      const report = reports.find((candidate) => String(candidate.year) === page.slug);
      return (
        report && {
          key,
          title: report.title,
          line: report.intro,
          facts: report.figures.slice(0, 2).map((figure) => `${figure.value} ${figure.label.toLowerCase()}`),
        }
      );
    }
    return undefined;
  }
  // One image a key: a program's form shares its page's.
  const keyed = new Map<string, SitePage>();
  for (const page of sitePages({ programs, home, forms, stories, events, reports })) {
    if (page.shareKey && !keyed.has(page.shareKey)) keyed.set(page.shareKey, page);
  }
  return [...keyed].flatMap(([key, page]) => cardOf(page, key) ?? []);
}
