// Kept apart from the rest of the schema, and free of zod: the editor reads content files with
// it before it loads the schema.

/**
 * A button as its fields: written as its words alone ("Apply Now"), it is a button with those
 * words that leads nowhere yet.
 */
export function buttonFields(written: unknown): unknown {
  return typeof written === "string" ? { label: written } : written;
}

/** The fields that say where a button leads: one at most. */
export const destinationFields = ["link", "page", "form", "file"] as const;

/** A button written in full whose words are all it has: the editor writes it as its words. */
export function leadsNowhere(button: Partial<Record<(typeof destinationFields)[number], unknown>>): boolean {
  return !destinationFields.some((field) => button[field]);
}
