// Translations the English has moved on from: the fields a translation file sets whose English
// changed after it was last committed, read from the site's Git history (as MDN's translations
// record the English commit they follow), with a few Git processes however many files there are.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { parse } from "yaml";
import type * as z from "zod";
import { childSchema, describePath, fieldMeta, type PathStep } from "#app/schema/field-path.ts";
import { contentFolder, ownFiles, translationCodes } from "#app/content/files.server.ts";
import { contentKinds, type Registry } from "#app/schema/registry.ts";
import { buttonFields } from "#app/schema/button-fields.ts";
import { translationFile } from "#app/schema/translations.ts";
import { withoutBlanks } from "#app/content/translate.ts";

/** One warning line per translation file behind its English; nothing for a folder outside Git. */
export function outdatedTranslations(folder = contentFolder(), kinds: Registry = contentKinds): string[] {
  const where = git(folder, ["rev-parse", "--show-toplevel", "--show-prefix", "--git-path", "shallow"]);
  // A downloaded copy of the site has no history to compare with: nothing to say.
  if (!where) return [];
  const [top = "", prefix = "", shallowFile = ""] = where.toString().split("\n");
  const { lastCommit, dirty } = history(top, prefix);
  const pending: Array<{ file: string; base: string; commit: string; schema: z.ZodType }> = [];
  const codes = translationCodes(folder);
  for (const { name, files: bases } of ownFiles(folder, kinds)) {
    const kind = kinds[name];
    if (!kind) continue;
    for (const base of bases) {
      for (const file of codes.map((code) => translationFile(base, code))) {
        const commit = lastCommit.get(prefix + file);
        // Uncommitted changes to a translation are its newest save: it is up to date.
        if (!commit || dirty.has(prefix + file) || !existsSync(path.join(folder, file))) continue;
        pending.push({ file, base, commit, schema: kind.schema });
      }
    }
  }

  // A shallow clone's oldest commits, listed in this file, stand for all the history before them.
  const grafts = shallowFile && path.resolve(folder, shallowFile);
  const boundary = new Set(existsSync(grafts) ? readFileSync(grafts, "utf8").split("\n") : []);
  const then = readBlobs(top, [...new Set(pending.map(({ commit, base }) => `${commit}:${prefix}${base}`))]);
  const warnings: string[] = [];
  // Each text read once, however many languages translate it; an old file that was not
  // valid YAML is read as far as it goes.
  const parsed = new Map<string, unknown>();
  const yamlOf = (text: string) =>
    parsed.get(text) ?? parsed.set(text, parse(text, { logLevel: "silent" })).get(text);
  for (const { file, base, commit, schema } of pending) {
    const old = then.get(`${commit}:${prefix}${base}`);
    const text = readFileSync(path.join(folder, base), "utf8");
    // The English file did not exist then (renamed since), or has not changed.
    if (old === undefined || old === text) continue;
    const [before, now] = [yamlOf(old), yamlOf(text)];
    const changed = leaves(withoutBlanks(yamlOf(readFileSync(path.join(folder, file), "utf8"))), [])
      .filter((at) => !isDeepStrictEqual(wordsAt(schema, before, at), wordsAt(schema, now, at)))
      .map((at) => describePath(schema, now, at));
    if (changed.length === 0) continue;
    const shown = [...changed.slice(0, 3), ...(changed.length > 3 ? [`${changed.length - 3} more`] : [])];
    const list = shown.length > 1 ? `${shown.slice(0, -1).join("; ")} and ${shown.at(-1)}` : shown[0];
    warnings.push(
      `${displayPath(folder, file)}: ${list} changed in ${displayPath(folder, base)} after this translation was last saved; check that it still says the same.`,
    );
  }
  const partial = pending.filter(({ commit }) => boundary.has(commit)).length;
  if (partial > 0) {
    const files = partial === 1 ? "1 translation" : `${partial} translations`;
    warnings.push(
      `This copy of the site's history is shallow, so for ${files} saved before its oldest commit only the English changes since that commit were checked. Fetch the whole history to check them all (git fetch --unshallow; in a GitHub workflow, fetch-depth: 0).`,
    );
  }
  return warnings;
}

/** Each file's last commit, and the files changed since it (staged or not) or not tracked. */
function history(top: string, prefix: string) {
  const within = ["--", prefix || "."];
  // Newest first by ancestry, not by date: commits made in the same second still come in order.
  const log = git(top, ["log", "-z", "--name-only", "--topo-order", "--format=%x01%H", "HEAD", ...within]);
  const lastCommit = new Map<string, string>();
  let commit = "";
  for (const field of String(log ?? "").split("\0")) {
    const name = field.replace(/^\n/, "");
    if (name.startsWith("\x01")) commit = name.slice(1);
    else if (name && !lastCommit.has(name)) lastCommit.set(name, commit);
  }
  // "XY <path>" each.
  const status = String(git(top, ["status", "--porcelain", "-z", "-uall", "--no-renames", ...within]) ?? "");
  const dirty = new Set(status.split("\0").map((field) => field.slice(3)));
  return { lastCommit, dirty };
}

function git(cwd: string, args: string[], input?: string): Buffer | undefined {
  // Literal paths, and a root commit (or a shallow clone's first) listed with its files,
  // whatever the user's settings say.
  const always = ["--literal-pathspecs", "-c", "log.showRoot=true"];
  const run = spawnSync("git", [...always, ...args], { cwd, input, maxBuffer: Infinity });
  return run.status === 0 ? run.stdout : undefined;
}

/** Files as they were in given commits (`<commit>:<path>`), read by one Git process. */
function readBlobs(top: string, names: string[]): Map<string, string> {
  const blobs = new Map<string, string>();
  const out = git(top, ["cat-file", "--batch"], names.map((name) => `${name}\n`).join("")) ?? Buffer.alloc(0);
  let at = 0;
  for (const name of names) {
    const end = out.indexOf(10, at);
    if (end < 0) break;
    // "<id> blob <size>" and the file, or "<name> missing" for a file that did not exist then.
    const [, type, size] = out.subarray(at, end).toString().split(" ");
    at = end + 1;
    if (!/^\d+$/.test(size ?? "")) continue;
    if (type === "blob") blobs.set(name, out.subarray(at, at + Number(size)).toString());
    at += Number(size) + 1;
  }
  return blobs;
}

/** Where a translation sets words: lists by position, as the translation is laid over. */
function leaves(value: unknown, at: PathStep[]): PathStep[][] {
  if (value === undefined || value === null) return [];
  if (typeof value !== "object") return [at];
  return Object.entries(value).flatMap(([key, field]) =>
    leaves(field, [...at, Array.isArray(value) ? Number(key) : key]),
  );
}

/** The English at a place; a button written as its label alone is its label either way. */
function wordsAt(schema: z.ZodType | undefined, data: unknown, at: readonly PathStep[]): unknown {
  const button = fieldMeta(schema).kind === "button";
  const value = (button ? buttonFields(data) : data) as Record<PropertyKey, unknown>;
  const [step, ...rest] = at;
  if (step === undefined) return button && typeof value === "object" ? value?.label : value;
  return wordsAt(childSchema(schema, step), typeof value === "object" ? value?.[step] : undefined, rest);
}

/** As the loader names files: from where the build runs, or in full outside it. */
function displayPath(folder: string, file: string): string {
  const relative = path.relative(process.cwd(), path.join(folder, file));
  return (relative.startsWith("..") ? path.resolve(folder, file) : relative).split(path.sep).join("/");
}
