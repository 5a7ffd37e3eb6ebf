import type { ProgramPageContent, SiteContent } from "#app/schema/types.ts";
import { formatDate, formatMonth } from "#app/schema/dates.ts";

/** The next cohort's dates as a program page says them: "Next cohort starts January 2024". */
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
