// How the build tells a volunteer about the content: one line per problem, after one line that
// says the site was not built; warnings do not stop it, and a warning that many files share is
// said once, with how many. On GitHub, where the staff see their save's check, every line also
// becomes a note on its file and line, and the run's summary counts them.
import { appendFileSync } from "node:fs";
import path from "node:path";
import { placeOf } from "./content-lines.ts";

/** What kinds of warning the summary counts, by how their lines read. */
const noteKinds = [
  {
    pattern: /after this translation was last saved/,
    one: "translation out of date",
    many: "translations out of date",
  },
  {
    pattern: /not yet in .+, so shown in /,
    one: "translation not finished",
    many: "translations not finished",
  },
  { pattern: /there is no such file yet/, one: "file not yet translated", many: "files not yet translated" },
  {
    pattern: /search results and link previews of its page in /,
    one: "preview not yet translated",
    many: "previews not yet translated",
  },
  { pattern: /applications closed on/, one: "form past its deadline", many: "forms past their deadline" },
  {
    pattern: /a phone receives in its first round trip/,
    one: "page close to its size limit",
    many: "pages close to their size limit",
  },
];
const otherWarning = { one: "other warning", many: "other warnings" };
const problemKind = { one: "problem", many: "problems" };

interface NoteGroup {
  /** What the note says, after the file it names. */
  said: string;
  /** Every file it says it of, or none for a note about no one file. */
  files: string[];
  /** The first note's whole line, which names its file (and a line in it, for some). */
  line: string;
}

export function reportProblems(problems: readonly string[], folder: string): void {
  const these = problems.length === 1 ? "this problem" : `these ${problems.length} problems`;
  console.error(`The site was not built: fix ${these} in ${folder}, then build again.`);
  for (const problem of problems) console.error(`  ${problem}`);
  if (forTheStaff()) tellGitHub("error", problems, "The site was not built");
}

export function reportWarnings(warnings: readonly string[]): void {
  if (warnings.length === 0) return;
  console.warn(`Warning${warnings.length === 1 ? "" : "s"} (the site is built all the same):`);
  for (const group of groupedNotes(warnings)) console.warn(`  ${sharedLine(group)}`);
  if (forTheStaff()) tellGitHub("warning", warnings, "Built, with warnings");
}

/** Notes that say the same of several files, each once with those files; the others as they are. */
export function groupedNotes(notes: readonly string[]): NoteGroup[] {
  const groups = new Map<string, NoteGroup>();
  for (const line of notes) {
    const [, file, said] = /^(.+?\.ya?ml)(?:, line \d+)?: (.*)$/s.exec(line) ?? [];
    const key = said ?? line;
    const group = groups.get(key) ?? { said: key, files: [], line };
    if (file) group.files.push(file);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "3 files: … (content/a.yml, content/b.yml and 1 more)": the note said once, with its files. */
export function sharedLine({ said, files, line }: NoteGroup): string {
  if (files.length < 2) return line;
  const named = files.slice(0, 2).join(", ");
  const more = files.length > 2 ? ` and ${files.length - 2} more` : "";
  return `${files.length} files: ${said} (${named}${more})`;
}

/**
 * The lines GitHub shows on the files of a save (workflow commands), a note for each, on the
 * line of the field it names: https://docs.github.com/actions/reference/workflow-commands-for-github-actions
 */
export function annotations(level: "error" | "warning", notes: readonly string[]): string[] {
  return groupedNotes(notes).map((group) => {
    const place = placeOf(group.line);
    const properties = [
      ...(place ? [`file=${property(place.file)}`] : []),
      ...(place?.line ? [`line=${place.line}`] : []),
      `title=${property(level === "error" ? "Content problem" : capitalised(kindOf(group.said).one))}`,
    ];
    const text = group.files.length > 1 ? sharedLine(group) : group.said;
    return `::${level} ${properties.join(",")}::${escaped(text)}`;
  });
}

/** The run's summary: how many of each kind, then every note with its file and line. */
export function summary(level: "error" | "warning", notes: readonly string[], heading: string): string {
  const counts = new Map<{ one: string; many: string }, number>();
  for (const note of notes) {
    const kind = level === "error" ? problemKind : kindOf(note);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const rows = groupedNotes(notes).map((group) => {
    const place = placeOf(group.line);
    const where = place ? `\`${place.file}\`${place.line ? ` line ${place.line}` : ""}` : "";
    return `| ${cell(where)} | ${cell(group.files.length > 1 ? sharedLine(group) : group.said)} |`;
  });
  return [
    `### ${heading}: ${[...counts].map(([kind, count]) => `${count} ${count === 1 ? kind.one : kind.many}`).join(", ")}`,
    "",
    "| Where | What to do |",
    "| --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

function tellGitHub(level: "error" | "warning", notes: readonly string[], heading: string): void {
  if (process.env.GITHUB_ACTIONS !== "true") return;
  for (const line of annotations(level, notes)) console.log(line);
  const summaryFile = process.env.GITHUB_STEP_SUMMARY;
  if (summaryFile) appendFileSync(summaryFile, `${summary(level, notes, heading)}\n`);
}

/** Only the site's own content is the staff's: the tests' content sets say nothing to them. */
function forTheStaff(): boolean {
  return path.resolve(process.env.CONTENT_DIR ?? "content") === path.resolve("content");
}

function kindOf(note: string): { one: string; many: string } {
  return noteKinds.find(({ pattern }) => pattern.test(note)) ?? otherWarning;
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// GitHub reads a workflow command's text up to its line end, and its properties up to , and :.
function escaped(text: string): string {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

function property(value: string): string {
  return escaped(value).replaceAll(":", "%3A").replaceAll(",", "%2C");
}

function cell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("\n", " ");
}
