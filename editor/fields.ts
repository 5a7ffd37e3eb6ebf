import * as z from "zod";
import { itemNameKeys } from "#app/schema/field-path.ts";

export interface EditorField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  fields?: EditorField[];
  field?: EditorField;
  options?: Array<{ label: string; value: string }>;
  min?: number;
  max?: number;
  value_type?: "int";
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  [setting: string]: unknown;
}

type Node = z.core.JSONSchema.BaseSchema & z.GlobalMeta;

export function editorFields(schema: z.ZodObject): EditorField[] {
  return objectFields(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node, false);
}

// Decap checks required fields inside an optional group left blank (a program without a
// page): there they are optional to Decap, and checks.ts asks for them once the group is used.
function objectFields(node: Node, insideOptionalGroup: boolean): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    editorField(name, child as Node, !required.has(name), insideOptionalGroup),
  );
}

function editorField(name: string, node: Node, optional: boolean, insideOptionalGroup: boolean): EditorField {
  const base: EditorField = {
    name,
    label: node.label ?? name,
    widget: "string",
    ...(node.hint ? { hint: node.hint } : {}),
    ...(optional || node.mayBeEmpty || insideOptionalGroup ? { required: false } : {}),
  };
  if (node.type === "object") {
    return {
      ...base,
      widget: "object",
      collapsed: false,
      fields: objectFields(node, insideOptionalGroup || optional),
    };
  }
  if (node.type === "array") return listField(base, node, insideOptionalGroup);
  if (node.enum) {
    const values = node.enum.map(String);
    return {
      ...base,
      widget: "select",
      options: values.map((value) => ({ label: node.choiceLabels?.[value] ?? value, value })),
      ...(insideOptionalGroup ? {} : { default: values[0] }),
    };
  }
  if (node.type === "integer" || node.type === "number") {
    return {
      ...base,
      widget: "number",
      value_type: "int",
      ...(node.minimum !== undefined ? { min: node.minimum } : {}),
      ...(node.maximum !== undefined ? { max: node.maximum } : {}),
    };
  }
  // Uploaded into content/files/ (the configuration's media folder), saved as /files/<name>.
  if (node.kind === "file") return { ...base, widget: "file", choose_url: false };
  return { ...base, widget: node.multiline ? "text" : "string", ...textRule(node) };
}

function listField(base: EditorField, node: Node, insideOptionalGroup: boolean): EditorField {
  const item = node.items as Node;
  const list: EditorField = {
    ...base,
    widget: "list",
    ...(node.itemLabel ? { label_singular: node.itemLabel } : {}),
    ...(!insideOptionalGroup && node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(!insideOptionalGroup && node.maxItems !== undefined ? { max: node.maxItems } : {}),
    collapsed: false,
  };
  if (item.type === "object") {
    const titleField = itemNameKeys.find((key) => key in (item.properties ?? {}));
    return {
      ...list,
      fields: objectFields(item, insideOptionalGroup),
      ...(titleField ? { summary: `{{fields.${titleField}}}` } : {}),
    };
  }
  return {
    ...list,
    field: editorField(node.itemLabel?.toLowerCase() ?? "item", item, false, insideOptionalGroup),
  };
}

function textRule(node: Node): Partial<EditorField> {
  // Decap ends the message with its own full stop.
  const format = node.format?.replace(/\.$/, "");
  if (node.pattern && format) return { pattern: [node.pattern, format] };
  const { minLength = 0, maxLength } = node;
  if (minLength > 1 && maxLength !== undefined) {
    return {
      pattern: [`^[\\s\\S]{${minLength},${maxLength}}$`, `Write ${minLength} to ${maxLength} characters`],
    };
  }
  return {};
}
