// How the editor reads and writes the content files. A button may be written as its label
// alone; the editor's form needs it as a group of fields (label, link, file), so it is
// opened as one and saved back as its label alone when it leads nowhere yet.
import type * as z from "zod";
import { parse, stringify } from "yaml";
import { childSchema, fieldMeta } from "#app/schema/field-path.ts";
import { contentKinds } from "#app/schema/registry.ts";

type Data = Record<string, unknown>;

/** The name the editor's configuration gives this format. */
export const contentFormat = "site-yaml";

export function fromFile(text: string): Data {
  const data = (parse(text) ?? {}) as Data;
  return reshape(schemaFor(data), data, "toGroup") as Data;
}

export function toFile(data: Data): string {
  // No wrapping: one changed field stays one changed line in the pull request.
  return stringify(reshape(schemaFor(data), data, "toLabel"), { lineWidth: 0 });
}

/** The schema of the kind of file these fields belong to (each kind has its own fields). */
function schemaFor(data: Data): z.ZodType | undefined {
  const keys = Object.keys(data);
  return Object.values(contentKinds)
    .map((kind) => kind.schema)
    .find((schema) => keys.length > 0 && keys.every((key) => key in schema.shape));
}

function reshape(schema: z.ZodType | undefined, value: unknown, direction: "toGroup" | "toLabel"): unknown {
  if (fieldMeta(schema).kind === "button") {
    if (direction === "toGroup") return typeof value === "string" ? { label: value } : value;
    const button = value as { label?: unknown; link?: unknown; file?: unknown } | undefined;
    return button && typeof button === "object" && !button.link && !button.file ? button.label : value;
  }
  if (Array.isArray(value))
    return value.map((item, index) => reshape(childSchema(schema, index), item, direction));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, reshape(childSchema(schema, key), field, direction)]),
    );
  }
  return value;
}
