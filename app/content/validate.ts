// The checks of one file: used by the build (with the rules across files, in check.server.ts)
// and by the editor before it saves.
import type { ContentIssue } from "#app/schema/field-path.ts";
import { contentKinds, type Registry } from "#app/schema/registry.ts";
import { describeIssue } from "./messages.ts";
import type { RawFile } from "./raw-files.ts";
import { contentRules } from "./rules.ts";

export function warningsFor<Kinds extends Registry = typeof contentKinds>(
  kind: keyof Kinds & string,
  file: RawFile,
  today = new Date().toISOString().slice(0, 10),
  kinds: Kinds = contentKinds as Registry as Kinds,
): string[] {
  const contentKind = kinds[kind];
  const warnings = contentRules[kind]?.warnings;
  if (file.data === undefined || !contentKind || !warnings) return [];
  return warnings(file, today).flatMap((issue) =>
    describeIssue(file.file, contentKind.schema, file.data, issue),
  );
}

/** A file checked against its schema, once: its lines, and its content where it has none. */
export function checkFile<Kinds extends Registry = typeof contentKinds>(
  kind: keyof Kinds & string,
  file: RawFile,
  crossFileIssues: ContentIssue[] = [],
  kinds: Kinds = contentKinds as Registry as Kinds,
): { problems: string[]; data?: unknown } {
  const contentKind = kinds[kind];
  if (file.data === undefined || !contentKind) return { problems: [] };
  const { schema } = contentKind;
  const result = schema.safeParse(file.data);
  const issues = [...(result.error?.issues ?? []), ...crossFileIssues] as ContentIssue[];
  const problems = issues.flatMap((issue) => describeIssue(file.file, schema, file.data, issue));
  return problems.length > 0 ? { problems } : { problems, data: result.data };
}

export function problemsIn<Kinds extends Registry = typeof contentKinds>(
  kind: keyof Kinds & string,
  file: RawFile,
  crossFileIssues: ContentIssue[] = [],
  kinds: Kinds = contentKinds as Registry as Kinds,
): string[] {
  return checkFile(kind, file, crossFileIssues, kinds).problems;
}
