// Checks one content file against its schema and its own rules. Used by the build (with
// the rules that compare files, in load.server.ts) and by the editor before it saves.
import type * as z from "zod";
import { describeIssue, type ContentIssue } from "./messages.ts";
import { deadlineBeforeStart, type RawFile } from "./rules.ts";
import { homeSchema, notFoundSchema, programSchema, siteSchema } from "./types.ts";

/** Each kind of content file: its schema and the rules one file of that kind must keep. */
const contentKinds = {
  site: { schema: siteSchema, rules: () => [] },
  home: { schema: homeSchema, rules: () => [] },
  notFound: { schema: notFoundSchema, rules: () => [] },
  program: { schema: programSchema, rules: deadlineBeforeStart },
} satisfies Record<string, { schema: z.ZodType; rules: (file: RawFile) => ContentIssue[] }>;

export type ContentKind = keyof typeof contentKinds;

/** Every problem in one file, one plain line each, with issues found across files added. */
export function problemsIn(kind: ContentKind, file: RawFile, crossFileIssues: ContentIssue[] = []): string[] {
  if (file.data === undefined) return [];
  const { schema, rules } = contentKinds[kind];
  const result = schema.safeParse(file.data);
  const issues = [...(result.error?.issues ?? []), ...rules(file), ...crossFileIssues] as ContentIssue[];
  return issues.flatMap((issue) => describeIssue(file.file, schema, file.data, issue));
}
