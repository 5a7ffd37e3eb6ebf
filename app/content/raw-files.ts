// A content file as read, before it is checked: the shape every rule across files reads.
import type { ContentIssue } from "#app/schema/field-path.ts";

export interface RawFile {
  /** e.g. "content/programs/digital-bridge-gambia.yml" */
  file: string;
  data: unknown;
}

/** Each kind's files as read, by the registry's name: one file, or a folder's. */
export type RawContent = Record<string, RawFile | RawFile[]>;

/** The issues several rules found, each file's together. */
export function allIssues(
  ...found: ReadonlyArray<Map<RawFile, ContentIssue[]>>
): Map<RawFile, ContentIssue[]> {
  const issues = new Map<RawFile, ContentIssue[]>();
  for (const [file, more] of found.flatMap((map) => [...map])) {
    issues.set(file, [...(issues.get(file) ?? []), ...more]);
  }
  return issues;
}

/** A file's name without its ending, which is a program's address: "programs/x.yml" → "x". */
export function slugOf(file: string): string {
  return (file.split("/").at(-1) ?? "").replace(/\.ya?ml$/, "");
}
