// Kept apart from the rest of the schema, and free of zod: the editor reads content files with
// it before it loads the schema.

/**
 * A button as its fields: written as its words alone ("Apply Now"), it is a button with those
 * words that leads nowhere yet.
 */
export function buttonFields(written: unknown): unknown {
  return typeof written === "string" ? { label: written } : written;
}
