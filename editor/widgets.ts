import * as z from "zod";
import { itemNameKeys } from "#app/schema/field-path.ts";
import { contentKinds, type Registry } from "#app/schema/registry.ts";
import { translates } from "#app/schema/translations.ts";
import { photoWidths } from "#app/lib/photos.ts";
import type { ContentShapes, Shape } from "./content-format.ts";
import { literalText } from "./literal-text.ts";
import { pageFieldType } from "./names.ts";

export interface EditorField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  /** Needed in every language, or in those named. */
  required?: boolean | string[];
  pattern?: [string, string];
  fields?: EditorField[];
  field?: EditorField;
  options?: Array<{ label: string; value: string }>;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  /** Whether it holds words a translation may change; said to the editor as `i18n`. */
  translates?: boolean;
  [setting: string]: unknown;
}

type Node = z.core.JSONSchema.BaseSchema & z.GlobalMeta;

/** What a form offers that only the content knows: the countries a program may run in. */
export interface EditorChoices {
  /** Each of the site's countries by its name, and "online". */
  places?: Array<{ label: string; value: string }>;
  /** The time zones of the site's countries, each with its country's name. */
  timeZones?: Array<{ label: string; value: string }>;
  /** The site's pages a button may lead to, each by its name, as the content makes them. */
  pages?: Array<{ label: string; value: string }>;
}

function jsonSchema(schema: z.ZodObject): Node {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node;
}

/**
 * The form of a content file. With the site's own language (`ownLanguage`, when it has
 * translations), every field a translation may change says so (`i18n: true`), and the editor
 * shows it in each language, side by side on a wide screen; the others (dates, numbers,
 * choices, addresses) are edited once. A field the site needs is needed in its own language
 * only: what a translation leaves empty is shown in that language (docs/decisions/0011).
 */
export function editorFields(
  schema: z.ZodObject,
  { ownLanguage, choices = {} }: { ownLanguage?: string; choices?: EditorChoices } = {},
): EditorField[] {
  const mark = (field: EditorField): EditorField => {
    const { translates: words, ...rest } = field;
    const translated = ownLanguage && words;
    return {
      ...rest,
      ...(rest.fields ? { fields: rest.fields.map(mark) } : {}),
      ...(rest.field ? { field: mark(rest.field) } : {}),
      ...(translated ? { i18n: true } : {}),
      ...(translated && rest.required !== false ? { required: [ownLanguage] } : {}),
    };
  };
  // A long file of settings (`foldedGroups`) shows each group, and each list that holds items,
  // as a line until she opens it.
  const folded = Boolean(schema.meta()?.foldedGroups);
  return objectFields(jsonSchema(schema), choices)
    .map(mark)
    .map((field) => {
      if (!folded) return field;
      if (field.widget === "object") return { ...field, collapsed: true };
      return field.widget === "list" ? { ...field, collapsed: true, minimize_collapsed: "auto" } : field;
    });
}

/** Whether a field holds words a translation may change, itself or in a field inside it. */
function holdsWords(node: Node): boolean {
  if (node.type === "object")
    return Object.values(node.properties ?? {}).some((child) => holdsWords(child as Node));
  if (node.type === "array") return holdsWords(node.items as Node);
  return translates(node, node.type === "string" && !node.enum);
}

export function contentShapes(kinds: Registry = contentKinds): ContentShapes {
  return Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [name, shapeOf(jsonSchema(kind.schema))]),
  );
}

function shapeOf(node: Node): Shape {
  const required = new Set(node.required ?? []);
  return {
    ...(node.kind === "button" ? { button: true } : {}),
    ...(node.type === "object"
      ? {
          fields: Object.entries(node.properties ?? {}).map(([name, child]) => ({
            name,
            ...(required.has(name) ? {} : { optional: true, ...unsetOf(child as Node) }),
            ...shapeOf(child as Node),
          })),
        }
      : {}),
    ...(node.type === "array" ? { item: shapeOf(node.items as Node) } : {}),
  };
}

/** What the form holds for a field the file leaves out, as editorField sets it: see Shape's `unset`. */
function unsetOf(node: Node): { unset?: string | number | boolean } {
  if (node.default !== undefined && ["string", "number", "boolean"].includes(typeof node.default)) {
    return { unset: node.default as string | number | boolean };
  }
  return node.type === "boolean" ? { unset: false } : {};
}

// An optional group (a program's page) is added with its own switch; until then, the editor
// asks nothing of the fields inside it.
function objectFields(node: Node, choices: EditorChoices): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    editorField(name, child as Node, !required.has(name), choices),
  );
}

function editorField(name: string, node: Node, optional: boolean, choices: EditorChoices): EditorField {
  const base: EditorField = {
    name,
    label: node.label ?? name,
    widget: "string",
    translates: holdsWords(node),
    ...(node.hint ? { hint: literalText(node.hint) } : {}),
    ...(optional || node.mayBeEmpty ? { required: false } : {}),
  };
  if (node.type === "object") {
    return {
      ...base,
      widget: "object",
      collapsed: false,
      fields: objectFields(node, choices),
    };
  }
  if (node.type === "array") return listField(base, node, choices);
  if (node.enum) {
    const values = node.enum.map(String);
    return {
      ...base,
      widget: "select",
      options: values.map((value) => ({ label: node.choiceLabels?.[value] ?? value, value })),
      // A choice she may leave out starts on none, or on what the build takes when it is left
      // out: on a first choice, saving a file would set it wherever the file has the field, a
      // currency on every figure.
      ...(node.default !== undefined
        ? { default: String(node.default) }
        : optional
          ? {}
          : { default: values[0] }),
    };
  }
  if (node.type === "boolean") return { ...base, widget: "boolean", required: false, default: false };
  if (node.type === "integer" || node.type === "number") {
    return {
      ...base,
      widget: "number",
      value_type: node.type === "integer" ? "int" : "float",
      ...(node.minimum !== undefined ? { min: node.minimum } : {}),
      ...(node.maximum !== undefined ? { max: node.maximum } : {}),
    };
  }
  // Picked with the phone's own date and time picker, and saved as the build reads them: the
  // time as clocks show it where the event happens (its zone is a field of its own), so the
  // picker converts nothing ("utc" is no zone at all here).
  if (node.kind === "datetime" || node.kind === "time") {
    const time = node.kind === "time";
    return {
      ...base,
      widget: "datetime",
      ...(time ? { type: "time", format: "HH:mm" } : { format: "YYYY-MM-DDTHH:mm" }),
      input_timezone: "utc",
    };
  }
  // Chosen among the zones of the site's countries, not typed on a phone's keyboard.
  if (node.kind === "timeZone" && choices.timeZones?.length) {
    return { ...base, widget: "select", options: choices.timeZones };
  }
  if (node.kind === "place" && choices.places) {
    return { ...base, widget: "select", options: choices.places };
  }
  // Chosen among the pages the content makes, so that a button never leads to one it does not:
  // those it makes as it opens, then as it makes them (editor/page-field.ts).
  if (node.kind === "page" && choices.pages) {
    return { ...base, widget: pageFieldType, options: choices.pages };
  }
  // Chosen among the items of its kind there are (programs, forms, stories), by their titles,
  // and saved as the item's file name.
  if (node.kind === "relation" && node.chooses) {
    const shown = titleOf(node.chooses);
    return {
      ...base,
      widget: "relation",
      collection: node.chooses,
      value_field: "{{slug}}",
      search_fields: [shown],
      display_fields: [shown],
    };
  }
  // Uploaded into content/files/ (the configuration's media folder), saved as /files/<name>.
  if (node.kind === "image") {
    // The phone's picker offers photos alone; an iPhone turns its own format into a JPEG. Each
    // is drawn anew as it uploads, as the editor's own transformation does: upright, small
    // enough for the site's largest copy twice over, and without what the camera wrote into it
    // (where it was taken above all), since the site's files are public.
    return {
      ...base,
      widget: "file",
      choose_url: false,
      accept: "image/jpeg,image/png",
      media_libraries: { default: { config: { transformations: { raster_image: uploadedPhoto } } } },
    };
  }
  if (node.kind === "file" || node.kind === "audio") return { ...base, widget: "file", choose_url: false };
  return { ...base, widget: node.multiline ? "text" : "string", ...textRule(node) };
}

/** A photo as the editor uploads it: WebP (its one format), within twice the site's largest copy. */
const uploadedSide = 2 * Math.max(...photoWidths);
const uploadedPhoto = { format: "webp", quality: 85, width: uploadedSide, height: uploadedSide } as const;

/** The field an item of a kind is known by in lists: a program's title, a form's heading. */
function titleOf(kindName: string): string {
  const kind = (contentKinds as Registry)[kindName];
  const fields = kind ? Object.keys(kind.schema.shape) : [];
  return itemNameKeys.find((key) => fields.includes(key)) ?? "title";
}

function listField(base: EditorField, node: Node, choices: EditorChoices): EditorField {
  const item = node.items as Node;
  const list: EditorField = {
    ...base,
    widget: "list",
    ...(node.itemLabel ? { label_singular: node.itemLabel } : {}),
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
    collapsed: false,
  };
  if (item.type === "object") {
    const titleField = itemNameKeys.find((key) => key in (item.properties ?? {}));
    return {
      ...list,
      fields: objectFields(item, choices),
      ...(titleField ? { summary: `{{fields.${titleField}}}` } : {}),
    };
  }
  return {
    ...list,
    field: editorField(node.itemLabel?.toLowerCase() ?? "item", item, false, choices),
  };
}

// A limit on its length is counted as she types (Sveltia's counter), and holds the save.
function textRule(node: Node): Partial<EditorField> {
  if (node.pattern && node.format) return { pattern: [node.pattern, node.format] };
  const { minLength = 0, maxLength = node.maxCharacters } = node;
  return {
    ...(minLength > 1 ? { minlength: minLength } : {}),
    ...(maxLength !== undefined ? { maxlength: maxLength } : {}),
  };
}
