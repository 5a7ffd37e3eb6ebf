// The content the site was built from (content/). Browser tests take their expected words,
// figures and dates from here, so a volunteer's edit never breaks them; the spec's exact
// words are checked against the launch content (app/routes/launch-content.test.tsx).
import { loadContent } from "#app/schema/load.server.ts";
import { formatDate, formatMonth } from "#app/schema/dates.ts";
import { hasPage, programPath } from "#app/lib/program-paths.ts";

export const content = loadContent();
export const { site, home, notFound } = content;

/** Programs with their own page, and the words that page shows for its dates. */
export const programPages = content.programs.filter(hasPage).map((program) => ({
  ...program,
  path: programPath(program.slug),
  nextCohort: formatMonth(program.page.nextCohortStart),
  deadline: formatDate(program.page.applicationDeadline),
}));

/** A page that no site has: the host answers with the 404 page. */
export const missingPath = "/no-such-page";
