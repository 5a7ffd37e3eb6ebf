// Which checks a change needs: a change to the content alone (what the staff's editor saves)
// takes the content lane (`npm run check:content`); any other file (code, tests, settings,
// dependencies, the workflows themselves) the whole `npm test`. The workflow asks here:
// `node scripts/lane.ts <base commit>` prints the lane and, on GitHub, sets the step's output.
import { execFileSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export type Lane = "content" | "full";

/** The folder the editor saves to, as git names its files. */
export const contentPrefix = "content/";

/** The lane of a change, by the files it changes ("content/home.yml"); no file is the whole suite. */
export function laneOf(changed: readonly string[]): Lane {
  return changed.length > 0 && changed.every((file) => file.startsWith(contentPrefix)) ? "content" : "full";
}

/**
 * The files changed since `base` (a commit or a branch), as git names them: those committed
 * since, and with `workingTree`, those changed or added since and not committed yet.
 */
export function changedSince(base: string, { workingTree = false } = {}): string[] {
  const git = (...args: string[]) =>
    execFileSync("git", args, { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  const committed = git("diff", "--name-only", "--no-renames", base, ...(workingTree ? [] : ["HEAD"]));
  const added = workingTree ? git("ls-files", "--others", "--exclude-standard") : [];
  return [...new Set([...committed, ...added])].sort();
}

/** The files added or deleted since `base`, and with `workingTree` those added and not committed yet. */
export function addedOrDeletedSince(base: string, { workingTree = false } = {}): string[] {
  const git = (...args: string[]) =>
    execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
  return [
    ...git("diff", "--name-only", "--no-renames", "--diff-filter=AD", base, ...(workingTree ? [] : ["HEAD"])),
    ...(workingTree ? git("ls-files", "--others", "--exclude-standard") : []),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base] = process.argv.slice(2);
  // Without a commit to compare with (the morning rebuild, a run by hand), the whole suite.
  let changed: string[] = [];
  try {
    if (base && !/^0+$/.test(base)) changed = changedSince(base);
  } catch {
    // A base the clone lacks (a push that rewrote history): the whole suite.
    console.error(`${base} is not in this clone: the whole suite.`);
  }
  const lane = laneOf(changed);
  console.log(
    lane === "content"
      ? `content lane: ${changed.length} file(s) in ${contentPrefix} changed, nothing else`
      : `whole suite: ${changed.find((file) => !file.startsWith(contentPrefix)) ?? "no change to compare"}`,
  );
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `lane=${lane}\n`);
}
