import { ContentError } from "#app/content/content-error.ts";
import { checkContent } from "#app/content/check.server.ts";
import { contentFolder } from "#app/content/files.server.ts";
import { uploadProblems } from "#app/content/uploads.server.ts";
import { reportProblems, reportWarnings } from "./content-report.ts";
import { outdatedTranslations } from "./outdated-translations.ts";

const uploads = await uploadProblems(contentFolder());
try {
  const { content, warnings } = checkContent();
  if (uploads.length > 0) throw new ContentError(uploads);
  console.log(`Content checked: ${content.programs.length} programs, no problems.`);
  reportWarnings([...warnings, ...outdatedTranslations()]);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  reportProblems([...new Set([...error.problems, ...uploads])], contentFolder());
  process.exitCode = 1;
}
