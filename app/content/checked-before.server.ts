// The content as `npm run build`'s first step (scripts/check-content.ts) read and checked it,
// handed to the build right after it, so that a build reads the content once: a thousand
// programs took seconds to read and check again. It is for that build alone: the two are run
// by one shell (the same parent process), and the content has not changed since.
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { checkContent } from "./check.server.ts";

type CheckedContent = ReturnType<typeof checkContent>;

function handedFile(folder: string): string {
  const name = createHash("sha256").update(path.resolve(folder)).digest("hex").slice(0, 16);
  return path.join(tmpdir(), `women-in-tech-site-content-${process.ppid}-${name}`);
}

/** Given by the check to the build after it. `stamp` is the folder's before it was read. */
export function handToBuild(folder: string, stamp: string, checked: CheckedContent): void {
  writeFileSync(handedFile(folder), serialize({ stamp, checked }));
}

/** What the check before this build handed it, if the content is as it read it; taken once. */
export function takeFromCheck(folder: string, stamp: string): CheckedContent | undefined {
  const file = handedFile(folder);
  let handed: { stamp: string; checked: CheckedContent };
  try {
    handed = deserialize(readFileSync(file)) as typeof handed;
  } catch {
    return undefined;
  }
  rmSync(file, { force: true });
  return handed.stamp === stamp ? handed.checked : undefined;
}
