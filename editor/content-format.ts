// How the editor reads and writes the content files. It runs before the first form, so it knows
// the files by their shape (made from the schema when the page is built) instead of loading zod.
// A button may be written as its label alone; the form needs it as a group of fields (label,
// link, file), so it is opened as one and saved back as its label alone when it leads nowhere.
import { parse, stringify } from "yaml";
import { buttonFields, leadsNowhere } from "#app/schema/button-fields.ts";

/** The name the editor's configuration gives this format. */
export const contentFormat = "site-yaml";

export interface Shape {
  /** A group's fields, in the schema's order: the order they are written in. */
  fields?: ShapeField[];
  /** A list's items. */
  item?: Shape;
  button?: true;
}

interface ShapeField extends Shape {
  name: string;
  /** The file may leave it out. */
  optional?: true;
  /**
   * What the editor puts in the form for it when the file leaves it out (a choice's first
   * value, a switch's off), which says no more than leaving it out.
   */
  unset?: string | number | boolean;
}

/** Each kind of content file's shape, by the registry's name. */
export type ContentShapes = Record<string, Shape>;

type Data = Record<string, unknown>;

export function contentFormatFor(shapes: ContentShapes) {
  const shapeOf = (data: Data): Shape | undefined => {
    const keys = Object.keys(data);
    return Object.values(shapes).find(
      (shape) => keys.length > 0 && keys.every((key) => shape.fields?.some((field) => field.name === key)),
    );
  };
  return {
    fromFile(text: string): Data {
      const data = (parse(text) ?? {}) as Data;
      return reshape(shapeOf(data), data, "toGroup") as Data;
    },
    toFile(data: Data): string {
      // No wrapping: one changed field stays one changed line in the pull request.
      return stringify(reshape(shapeOf(data), data, "toFile"), { lineWidth: 0 });
    },
  };
}

function reshape(shape: Shape | undefined, value: unknown, direction: "toGroup" | "toFile"): unknown {
  if (shape?.button) {
    if (direction === "toGroup") return buttonFields(value);
    const button = value as { label?: unknown; link?: unknown; form?: unknown; file?: unknown } | undefined;
    if (button && typeof button === "object" && leadsNowhere(button)) return button.label;
  }
  if (Array.isArray(value)) return value.map((item) => reshape(shape?.item, item, direction));
  if (!value || typeof value !== "object") return value;
  // A list item added in the form carries the editor's own bookkeeping (__sc_item_id): not content.
  const data = Object.fromEntries(
    Object.entries(value as Data).filter(([name]) => direction === "toGroup" || !isBookkeeping(name)),
  );
  const known = shape?.fields ?? [];
  // The schema's order, whatever order the form hands them back in; keys it does not know last.
  const names = [
    ...known.map((field) => field.name).filter((name) => Object.hasOwn(data, name)),
    ...Object.keys(data).filter((name) => !known.some((field) => field.name === name)),
  ];
  const fields = names.map((name): [string, unknown] => {
    const field = known.find((candidate) => candidate.name === name);
    return [name, reshape(field, data[name], direction)];
  });
  if (direction === "toGroup") return Object.fromEntries(fields);
  // A field the schema lets the file leave out is left out when the form leaves it empty, or as
  // the form has it for a file that leaves it out: a save changes only what she changed.
  const leftOut = (name: string, field: unknown) => {
    const shape = known.find((candidate) => candidate.name === name);
    return (
      Boolean(shape?.optional) && (isBlank(field) || (shape?.unset !== undefined && field === shape.unset))
    );
  };
  return Object.fromEntries(fields.filter(([name, field]) => !leftOut(name, field)));
}

/**
 * A translation as it is written: the words she gave, and no more. A field left empty is not
 * translated yet, as the build reads it, and is left out; so are the items a list ends with that
 * hold no words. An empty item before one she translated keeps its place.
 */
export function translatedWords(data: Data): Data {
  return wordsOf(data) as Data;
}

function wordsOf(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = [...value];
    while (items.length > 0 && isBlank(items.at(-1))) items.pop();
    return items.map(wordsOf);
  }
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as Data)
      .filter(([name, field]) => isBookkeeping(name) || !isBlank(field))
      .map(([name, field]) => [name, wordsOf(field)]),
  );
}

function isBookkeeping(name: string): boolean {
  return name.startsWith("__sc_");
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === "object")
    return Object.entries(value).every(([name, field]) => isBookkeeping(name) || isBlank(field));
  return false;
}
