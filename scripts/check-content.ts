import { ContentError } from "#app/content/content-error.ts";
import { checkContent } from "#app/content/check.server.ts";
import { contentFolder } from "#app/content/files.server.ts";
import { reportProblems, reportWarnings } from "./content-report.ts";
import { outdatedTranslations } from "./outdated-translations.ts";

try {
  const { content, warnings } = checkContent();
  console.log(`Content checked: ${content.programs.length} programs, no problems.`);
  reportWarnings([...warnings, ...outdatedTranslations()]);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  reportProblems(error.problems, contentFolder());
  process.exitCode = 1;
}
