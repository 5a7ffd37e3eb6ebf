// A button of the content: its words, and where it leads once the organisation has chosen.
import * as z from "zod";
import { buttonFields, destinationFields } from "./button-fields.ts";
import { chosen } from "./chosen-fields.ts";
import { destination, list, text } from "./fields.ts";
import { filesFolder, readDestination } from "./links.ts";

/**
 * A button: its words and, when the organisation has chosen one, where it leads or the file
 * it offers. Written as its label alone, it is a button that does nothing yet.
 */
export function button(label = "Button", hint?: string) {
  return z
    .preprocess(
      buttonFields,
      z
        .object({
          label: text("Label", "The words on the button."),
          link: destination(
            "Link",
            "Where it leads: an address starting with https:// (a form, a donation or booking page), mailto: and an email address, tel: and a phone number, or # and a place on the page. For a page of this site, choose it under Page. Empty: the button does nothing yet.",
          ).optional(),
          page: z
            .string()
            .trim()
            .superRefine((page, context) => {
              if (page === "") return;
              const read = readDestination(page);
              if (!("problem" in read) && read.kind === "page") return;
              const problem =
                "problem" in read
                  ? read.problem
                  : `"${page}" is not a page of this site: choose one of its pages.`;
              context.addIssue({ code: "custom", rule: "link", message: problem });
            })
            .meta({
              label: "Page",
              hint: "One of the site's pages, chosen by its name: the button leads to it, in the page's language. Use it instead of a link.",
              format: "Write the page's address on this site, such as /programs/.",
              translatable: false,
              kind: "page",
            })
            .optional(),
          form: chosen(
            "forms",
            "Form",
            "One of the site's forms (Forms), chosen by its heading: the button leads to it, in the page's language. Use it instead of a link.",
          ).optional(),
          file: z
            .string()
            .trim()
            .superRefine((file, context) => {
              if (file === "") return;
              const read = readDestination(file);
              if (!("problem" in read) && read.kind === "file") return;
              const problem =
                "problem" in read
                  ? read.problem
                  : `"${file}" is not an uploaded file: upload one here, or write it in Link.`;
              context.addIssue({ code: "custom", rule: "link", message: problem });
            })
            .meta({
              label: "File to download",
              hint: `A PDF (or a JPEG or PNG picture) to download, such as a brochure, kept in content${filesFolder}. Use it instead of a link.`,
              kind: "file",
            })
            .optional(),
        })
        .strict()
        .superRefine((chosen, context) => {
          const [first, second] = destinationFields.filter((field) => chosen[field]);
          if (!first || !second) return;
          const names = { link: "Link", page: "Page", form: "Form", file: "File to download" };
          context.addIssue({
            code: "custom",
            rule: "oneDestination",
            path: [second],
            message: `is set as well as ${names[first]}: a button leads to one place. Empty one of them.`,
          });
        }),
    )
    .meta({ label, hint, kind: "button" });
}

export function buttons(label: string, hint: string, count: number) {
  return list(button(), { label, hint, itemLabel: "Button" }, { exactly: count });
}
