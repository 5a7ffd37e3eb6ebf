// The content's check, the first step of `npm run build` (scripts/build.ts), or alone:
// `node scripts/check-content.ts`. The files, then what the staff uploaded: every mistake said
// at once, one line each, naming the file and the field.
import { checkedContent, loadLanguages } from "#app/content/load.server.ts";
import { contentProblems } from "#app/content/content-error.ts";
import { contentFolder, displayPath } from "#app/content/files.server.ts";
import { photoProblems, uploadProblems } from "#app/content/uploads.server.ts";
import { pageTitleProblems } from "#app/lib/title-rules.ts";
import { reportProblems, reportWarnings } from "./content-report.ts";
import { outdatedTranslations } from "./outdated-translations.ts";

/**
 * Whether the content folder passed its check; its problems and warnings are said. The reading
 * it checked is the one the build's pages are made from (app/content/load.server.ts).
 */
export async function checkContentFolder(folder = contentFolder()): Promise<boolean> {
  const uploads = await uploadProblems(folder);
  let problems: string[];
  try {
    const { content, warnings } = checkedContent(folder);
    problems = [
      ...uploads,
      ...(await photoProblems(folder, content)),
      ...pageTitleProblems(loadLanguages(folder), displayPath(folder)),
    ];
    if (problems.length === 0) {
      console.log(`Content checked: ${content.programs.length} programs, no problems.`);
      reportWarnings([...warnings, ...outdatedTranslations(folder)]);
      return true;
    }
  } catch (error) {
    const found = contentProblems(error);
    if (!found) throw error;
    problems = [...new Set([...found, ...uploads])];
  }
  reportProblems(problems, folder);
  return false;
}

if (import.meta.main) process.exitCode = (await checkContentFolder()) ? 0 : 1;
