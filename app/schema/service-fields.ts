// The fields a form service needs of the site's forms and its newsletter sign-up: the names it
// gives its fields, and those visitors do not fill in.
import * as z from "zod";
import { list, patterned } from "./fields.ts";

/**
 * The name a form service gives one of its fields, as a form posts it. `service` is how the
 * hint calls it: "your provider", "the service".
 */
export function formFieldName(meta: { label: string; hint?: string }, service: string) {
  return patterned(/^[\w.[\]-]+$/, {
    ...meta,
    format: `Write the name as ${service} gives it: letters, digits, _ . - [ ] and no spaces.`,
    translatable: false,
  });
}

/** Fields a service's form needs that visitors do not fill in, such as a list ID or a key. */
export function hiddenFields(
  hint: string,
  { max, service, nameHint }: { max: number; service: string; nameHint?: string },
) {
  return list(
    z
      .object({
        name: formFieldName({ label: "Name", ...(nameHint ? { hint: nameHint } : {}) }, service),
        value: z.string().trim().meta({ label: "Value", mayBeEmpty: true, translatable: false }),
      })
      .strict(),
    { label: "Hidden fields", hint, itemLabel: "Hidden field" },
    { min: 0, max },
  ).default([]);
}
