// How the build tells a volunteer about the content: one line per problem, after one line
// that says the site was not built; warnings do not stop it.
export function reportProblems(problems: readonly string[], folder: string): void {
  const these = problems.length === 1 ? "this problem" : `these ${problems.length} problems`;
  console.error(`The site was not built: fix ${these} in ${folder}, then build again.`);
  for (const problem of problems) console.error(`  ${problem}`);
}

export function reportWarnings(warnings: readonly string[]): void {
  if (warnings.length === 0) return;
  console.warn(`Warning${warnings.length === 1 ? "" : "s"} (the site is built all the same):`);
  for (const warning of warnings) console.warn(`  ${warning}`);
}
