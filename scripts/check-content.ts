import { ContentError } from "#app/content/content-error.ts";
import { checkContent } from "#app/content/check.server.ts";
import { contentFolder, displayPath, folderStamp } from "#app/content/files.server.ts";
import { handToBuild } from "#app/content/checked-before.server.ts";
import { siteLanguagesOf } from "#app/content/load.server.ts";
import { pageTitleProblems } from "#app/lib/title-rules.ts";
import { photoProblems, uploadProblems } from "#app/content/uploads.server.ts";
import { reportProblems, reportWarnings } from "./content-report.ts";
import { outdatedTranslations } from "./outdated-translations.ts";

// The content's files, then what the staff uploaded: every mistake said at once, one line each.
const uploads = await uploadProblems(contentFolder());
// Before the files are read: a file changed meanwhile makes the build read them again.
const stamp = folderStamp(contentFolder());
try {
  const checked = checkContent();
  const { content, warnings, translations } = checked;
  const languages = siteLanguagesOf(content, translations).map((language) => ({
    language,
    content: translations[language.code] ?? content,
  }));
  const problems = [
    ...uploads,
    ...(await photoProblems(contentFolder(), content)),
    ...pageTitleProblems(languages, displayPath(contentFolder())),
  ];
  if (problems.length > 0) throw new ContentError(problems);
  handToBuild(contentFolder(), stamp, checked);
  console.log(`Content checked: ${content.programs.length} programs, no problems.`);
  reportWarnings([...warnings, ...outdatedTranslations()]);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  reportProblems([...new Set([...error.problems, ...uploads])], contentFolder());
  process.exitCode = 1;
}
