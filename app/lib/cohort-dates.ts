import type { ProgramPageContent, SiteContent } from "#app/schema/types.ts";
import { formatDate, formatMonth } from "#app/schema/dates.ts";

export function cohortNotes(page: ProgramPageContent, words: SiteContent["programPage"], locale: string) {
  const nextCohort = formatMonth(page.nextCohortStart, locale);
  const deadline = formatDate(page.applicationDeadline, locale);
  return {
    nextCohort,
    deadline,
    startNote: `${words.nextCohortLabel} ${nextCohort}`,
    deadlineNote: `${words.applicationDeadlineLabel} ${deadline}`,
  };
}
