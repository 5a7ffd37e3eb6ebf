// Where in its file a line of the content check points: "content/programs/x.yml: Program page ›
// Application deadline: …" names a field as the editor labels it (describePath); the same labels,
// worked out for every field of that file, find its line, for GitHub to show the note there.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml";
import type * as z from "zod";
import { describePath, type PathStep } from "#app/schema/field-path.ts";
import { contentKinds, isFolderKind, type Registry } from "#app/schema/registry.ts";
import { readTranslationFile } from "#app/schema/translations.ts";

export interface NotePlace {
  /** The file as the note names it: "content/home.fr.yml". */
  file: string;
  line?: number;
}

/** The file a note is about, and the line of the field it names, where it names one. */
export function placeOf(note: string, kinds: Registry = contentKinds): NotePlace | undefined {
  const named = /^(.+?\.ya?ml)(?:, line (\d+))?: (.*)$/s.exec(note);
  if (!named) return undefined;
  const [, file = "", line, said = ""] = named;
  if (line) return { file, line: Number(line) };
  return { file, ...lineOfField(file, said, kinds) };
}

function lineOfField(file: string, said: string, kinds: Registry): { line?: number } {
  const fullPath = path.resolve(file);
  const schema = schemaOf(file, kinds);
  if (!schema || !existsSync(fullPath)) return {};
  const lines = new LineCounter();
  const document = parseDocument(readFileSync(fullPath, "utf8"), { lineCounter: lines });
  if (document.errors.length > 0 || !document.contents) return {};
  // A translation's items are named in either language: its own words, or those it translates.
  const translation = readTranslationFile(path.basename(file));
  const ownFile = translation && path.join(path.dirname(fullPath), translation.own);
  const datas = [document.toJS() as unknown];
  if (ownFile && existsSync(ownFile))
    datas.push(parseDocument(readFileSync(ownFile, "utf8")).toJS() as unknown);
  let best: { words: string; node: Node } | undefined;
  for (const { at, node } of fieldsOf(document.contents as Node, [])) {
    for (const data of datas) {
      const words = describePath(schema, data, at);
      const follows = said.charAt(words.length);
      if (!words || !said.startsWith(words) || !/^$|[\s:."“]/.test(follows)) continue;
      if (!best || words.length > best.words.length) best = { words, node };
    }
  }
  const offset = best?.node.range?.[0];
  return offset === undefined ? {} : { line: lines.linePos(offset).line };
}

/** Every field of a YAML document, with its path and node, the document's own fields first. */
function* fieldsOf(node: Node, at: PathStep[]): Generator<{ at: PathStep[]; node: Node }> {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const step = [...at, key];
      // A field's line is its key's, where the editor's label stands.
      yield { at: step, node: (isScalar(pair.key) ? pair.key : pair.value) as Node };
      if (pair.value) yield* fieldsOf(pair.value as Node, step);
    }
  } else if (isSeq(node)) {
    for (const [index, item] of node.items.entries()) {
      yield { at: [...at, index], node: item as Node };
      yield* fieldsOf(item as Node, [...at, index]);
    }
  }
}

function schemaOf(file: string, kinds: Registry): z.ZodType | undefined {
  const translation = readTranslationFile(path.basename(file));
  const name = translation ? translation.own : path.basename(file);
  const folder = path.basename(path.dirname(file));
  return Object.values(kinds).find((kind) =>
    isFolderKind(kind) ? kind.folder === folder : path.basename(kind.file) === name,
  )?.schema;
}
