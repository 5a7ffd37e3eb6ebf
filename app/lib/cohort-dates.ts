import type { ProgramPageContent, SiteContent } from "#app/schema/types.ts";
import { formatDate, formatMonth } from "#app/schema/dates.ts";

export function cohortNotes(page: ProgramPageContent, words: SiteContent["programPage"]) {
  const nextCohort = formatMonth(page.nextCohortStart);
  const deadline = formatDate(page.applicationDeadline);
  return {
    nextCohort,
    deadline,
    startNote: `${words.nextCohortLabel} ${nextCohort}`,
    deadlineNote: `${words.applicationDeadlineLabel} ${deadline}`,
  };
}
