import { ContentError } from "#app/content/content-error.ts";
import { checkContent } from "#app/content/check.server.ts";
import { contentFolder } from "#app/content/files.server.ts";
import { photoProblems, uploadProblems } from "#app/content/uploads.server.ts";
import { reportProblems, reportWarnings } from "./content-report.ts";
import { outdatedTranslations } from "./outdated-translations.ts";

// The content's files, then what the staff uploaded: every mistake said at once, one line each.
const uploads = await uploadProblems(contentFolder());
try {
  const { content, warnings } = checkContent();
  const problems = [...uploads, ...(await photoProblems(contentFolder(), content))];
  if (problems.length > 0) throw new ContentError(problems);
  console.log(`Content checked: ${content.programs.length} programs, no problems.`);
  reportWarnings([...warnings, ...outdatedTranslations()]);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  reportProblems([...new Set([...error.problems, ...uploads])], contentFolder());
  process.exitCode = 1;
}
