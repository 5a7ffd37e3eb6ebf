// Used by the build (with the rules across files, in load.server.ts) and by the editor before it saves.
import { describeIssue, type ContentIssue } from "./messages.ts";
import { contentKinds, type Registry } from "./registry.ts";
import type { RawFile } from "./rules.ts";

export function warningsFor<Kinds extends Registry = typeof contentKinds>(
  kind: keyof Kinds & string,
  file: RawFile,
  today = new Date().toISOString().slice(0, 10),
  kinds: Kinds = contentKinds as Registry as Kinds,
): string[] {
  const contentKind = kinds[kind];
  if (file.data === undefined || !contentKind?.warnings) return [];
  return contentKind
    .warnings(file, today)
    .flatMap((issue) => describeIssue(file.file, contentKind.schema, file.data, issue));
}

export function problemsIn<Kinds extends Registry = typeof contentKinds>(
  kind: keyof Kinds & string,
  file: RawFile,
  crossFileIssues: ContentIssue[] = [],
  kinds: Kinds = contentKinds as Registry as Kinds,
): string[] {
  const contentKind = kinds[kind];
  if (file.data === undefined || !contentKind) return [];
  const { schema, rules } = contentKind;
  const result = schema.safeParse(file.data);
  const issues = [
    ...(result.error?.issues ?? []),
    ...(rules?.(file) ?? []),
    ...crossFileIssues,
  ] as ContentIssue[];
  return issues.flatMap((issue) => describeIssue(file.file, schema, file.data, issue));
}
