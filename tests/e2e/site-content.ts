import { loadContent } from "#app/schema/load.server.ts";
import { formatDate, formatMonth } from "#app/schema/dates.ts";
import { hasPage, programPath } from "#app/lib/program-paths.ts";

export const content = loadContent();
export const { site, home, notFound } = content;

export const programPages = content.programs.filter(hasPage).map((program) => ({
  ...program,
  path: programPath(program.slug),
  nextCohort: formatMonth(program.page.nextCohortStart),
  deadline: formatDate(program.page.applicationDeadline),
}));

export const missingPath = "/no-such-page";
