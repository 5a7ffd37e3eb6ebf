// The content of every legitimate save: the fixture (tests/fixtures/full-content/), with each
// optional field of the schema that no file of its kind sets filled in once, in the first file
// and the first place the schema takes it. Made from the schema, so a field added to it joins
// this content set, and so the tests that run on it, without anyone listing it. A button's ways
// to lead somewhere (a link, a page, a form, a file) count across all the buttons, as a button
// takes one at a time.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod";
import { parse, stringify } from "yaml";
import { destinationFields } from "#app/schema/button-fields.ts";
import { contentKinds, isFolderKind, type Registry } from "#app/schema/registry.ts";
import { silentMp3 } from "#tests/fixtures/recording.ts";
import { fixtureRecordings, fixtureSource } from "./content-sets.ts";

type Node = z.core.JSONSchema.BaseSchema & z.GlobalMeta;

interface ContentFile {
  file: string;
  kind: string;
  schema: z.ZodType;
  node: Node;
  data: unknown;
  /** Its data as read, to write again only what changed. */
  written: string;
}

/** An optional field, wherever lists put it: ["page", "buttons", "[]", "link"] in a kind. */
interface OptionalField {
  kind: string;
  at: string[];
  /** Its own name: the last of `at`. */
  name: string;
  node: Node;
  /** Counted across every button, whatever holds it: "button.link". */
  acrossButtons?: string;
}

/** A place of a field's object in a file: the object, and how to put it back once changed. */
interface Place {
  object: Record<string, unknown>;
  keep: () => void;
}

const itemsOf = "[]";

/**
 * Writes the content set into `folder`, made from `source`; answers the optional fields it could
 * give no value the schema takes (none, for a complete set), each as "kind: a › b".
 */
export function makeEverySaveContent(
  folder: string,
  { source = fixtureSource, kinds = contentKinds as Registry }: { source?: string; kinds?: Registry } = {},
): string[] {
  rmSync(folder, { recursive: true, force: true });
  cpSync(source, folder, { recursive: true });
  for (const [name, seconds] of Object.entries(fixtureRecordings)) {
    writeFileSync(path.join(folder, "files", name), silentMp3(seconds));
  }
  const files = readFiles(folder, kinds);
  const fields = Object.entries(kinds).flatMap(([kind, { schema }]) =>
    optionalFields(kind, jsonSchema(schema)),
  );
  const isSet = (field: OptionalField) =>
    (field.acrossButtons
      ? fields.filter((other) => other.acrossButtons === field.acrossButtons)
      : [field]
    ).some((each) =>
      files
        .filter((file) => file.kind === each.kind)
        .some((file) => placesIn(file, each.at).some(({ object }) => holds(object[each.name]))),
    );
  // A field filled in may hold optional fields of its own: until no more can be filled.
  let unset = fields.filter((field) => !isSet(field));
  for (let filled = true; filled;) {
    filled = false;
    for (const field of unset) if (!isSet(field) && fill(field, files)) filled = true;
    unset = unset.filter((field) => !isSet(field));
  }
  for (const { file, data, written } of files) {
    if (JSON.stringify(data) !== written)
      writeFileSync(path.join(folder, file), stringify(data, { lineWidth: 0 }));
  }
  return unset.map((field) => `${field.kind}: ${field.at.filter((step) => step !== itemsOf).join(" › ")}`);
}

function jsonSchema(schema: z.ZodType): Node {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node;
}

function readFiles(folder: string, kinds: Registry): ContentFile[] {
  return Object.entries(kinds).flatMap(([kind, declared]) => {
    const inFolder = isFolderKind(declared) ? path.join(folder, declared.folder) : undefined;
    const names = inFolder
      ? existsSync(inFolder)
        ? readdirSync(inFolder)
            .filter((name) => /^[^.]+\.yml$/.test(name))
            .sort()
            .map((name) => `${path.basename(inFolder)}/${name}`)
        : []
      : [(declared as { file: string }).file];
    const node = jsonSchema(declared.schema);
    return names.map((file) => {
      const data = parse(readFileSync(path.join(folder, file), "utf8")) as unknown;
      return { file, kind, schema: declared.schema, node, data, written: JSON.stringify(data) };
    });
  });
}

/** A button may be written as its words alone: its fields, to look into and to fill. */
function asObject(node: Node, value: unknown): unknown {
  return node.kind === "button" && typeof value === "string" ? { label: value } : value;
}

function propertiesOf(node: Node): Array<[string, Node, boolean]> {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) => [
    name,
    child as Node,
    // A field with a default is never unset: the site reads its default.
    !required.has(name) && (child as Node).default === undefined,
  ]);
}

function optionalFields(kind: string, node: Node, at: string[] = []): OptionalField[] {
  if (node.type === "array") return optionalFields(kind, node.items as Node, [...at, itemsOf]);
  const button = node.kind === "button";
  return propertiesOf(node).flatMap(([name, child, optional]) => [
    ...(optional
      ? [
          {
            kind,
            at: [...at, name],
            name,
            node: child,
            ...(button && (destinationFields as readonly string[]).includes(name)
              ? { acrossButtons: `button.${name}` }
              : {}),
          },
        ]
      : []),
    ...optionalFields(kind, child, [...at, name]),
  ]);
}

const holds = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

function placesIn(file: ContentFile, at: readonly string[]): Place[] {
  return placesOf(file.node, file.data, at, (next) => (file.data = next));
}

function placesOf(node: Node, value: unknown, at: readonly string[], put: (next: unknown) => void): Place[] {
  const object = asObject(node, value);
  if (at.length === 1) {
    if (!object || typeof object !== "object" || Array.isArray(object)) return [];
    const record = object as Record<string, unknown>;
    return [{ object: record, keep: () => put(record) }];
  }
  const [step, ...rest] = at as [string, ...string[]];
  if (step === itemsOf) {
    return Array.isArray(value)
      ? value.flatMap((item, index) =>
          placesOf(node.items as Node, item, rest, (next) => (value[index] = next)),
        )
      : [];
  }
  const child = node.properties?.[step] as Node | undefined;
  if (!child || !object || typeof object !== "object") return [];
  const record = object as Record<string, unknown>;
  return placesOf(child, record[step], rest, (next) => {
    record[step] = next;
    put(record);
  });
}

/** Gives the field a value in the first file and place whose file the schema then takes. Whether it did. */
function fill(field: OptionalField, files: ContentFile[]): boolean {
  const value = valueFor(field.node, files);
  if (value === undefined) return false;
  const { name } = field;
  for (const file of files.filter((each) => each.kind === field.kind)) {
    const count = placesIn(file, field.at).length;
    for (let index = 0; index < count; index += 1) {
      const before = structuredClone(file.data);
      // Found anew each time: a place tried and taken back is an object no longer in the file.
      const place = placesIn(file, field.at)[index];
      if (!place || holds(place.object[name])) continue;
      place.object[name] = structuredClone(value);
      place.keep();
      if (file.schema.safeParse(file.data).success) return true;
      file.data = before;
    }
  }
  return false;
}

/**
 * A value for a field: one the content already holds in a field of the same kind (a button,
 * a page, a program chosen), else one made from the field's type; none for a written form
 * the schema names only by a pattern.
 */
function valueFor(node: Node, files: readonly ContentFile[]): unknown {
  const alike = (wanted: Node) => {
    for (const file of files) {
      const found = firstOfKind(file.node, file.data, wanted);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  if (node.kind) return alike(node) ?? made(node);
  // A list of items of a kind (footer links: buttons): one such item.
  const items = node.type === "array" ? (node.items as Node) : undefined;
  const item = items?.kind ? alike(items) : undefined;
  return item === undefined ? made(node) : [item];
}

function firstOfKind(node: Node, value: unknown, wanted: Node): unknown {
  if (value === undefined) return undefined;
  const object = asObject(node, value);
  if (node.kind === wanted.kind && node.chooses === wanted.chooses && node.type === wanted.type) {
    // A button with somewhere to lead, written in full, and not to a place (#…) on the page it is on.
    const fields = object as Record<string, unknown>;
    const leads =
      destinationFields.some((field) => fields[field]) && !String(fields.link ?? "").startsWith("#");
    if (node.kind !== "button" || leads) return object;
  }
  const children: Array<[Node, unknown]> =
    node.type === "array" && Array.isArray(value)
      ? value.map((item) => [node.items as Node, item])
      : node.properties && object && typeof object === "object"
        ? Object.entries(node.properties).map(([name, child]) => [
            child as Node,
            (object as Record<string, unknown>)[name],
          ])
        : [];
  for (const [child, held] of children) {
    const found = firstOfKind(child, held, wanted);
    if (found !== undefined) return found;
  }
  return undefined;
}

function made(node: Node): unknown {
  if (node.enum) return node.enum[0];
  if (node.type === "boolean") return true;
  if (node.type === "integer" || node.type === "number") return node.minimum ?? 1;
  if (node.type === "array") {
    const item = made(node.items as Node);
    return item === undefined
      ? undefined
      : Array.from({ length: Math.max(1, node.minItems ?? 1) }, () => item);
  }
  if (node.type === "object") {
    const entries = propertiesOf(node)
      .filter(([, , optional]) => !optional)
      .map(([name, child]) => [name, child.default ?? made(child)] as const);
    return entries.some(([, value]) => value === undefined) ? undefined : Object.fromEntries(entries);
  }
  if (node.type === "string" && !node.pattern && !node.kind) {
    const words = String(node.label ?? "Words");
    return words.padEnd(node.minLength ?? 0, ".");
  }
  return undefined;
}
