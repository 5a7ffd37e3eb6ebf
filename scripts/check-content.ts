import { ContentError } from "#app/schema/content-error.ts";
import { contentFolder, loadContent } from "#app/schema/load.server.ts";

try {
  const content = loadContent();
  console.log(`Content checked: ${content.programs.length} programs, no problems.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(
    `The site was not built: fix ${error.problems.length === 1 ? "this problem" : `these ${error.problems.length} problems`} in ${contentFolder()}, then build again.`,
  );
  for (const problem of error.problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}
