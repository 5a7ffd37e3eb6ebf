// A form's questions: what she is asked, and the field the browser draws for each.
import * as z from "zod";
import { choice, list, text } from "./fields.ts";
import { formFieldName } from "./service-fields.ts";

/** The kinds of answer a question takes, each drawn as the browser's own field for it. */
// A new question in the editor is of the first kind.
export const questionKinds = [
  "text",
  "name",
  "paragraph",
  "email",
  "phone",
  "number",
  "date",
  "choice",
  "choices",
] as const;

export type QuestionKind = (typeof questionKinds)[number];

const withOptions: readonly QuestionKind[] = ["choice", "choices"];

export function fieldName(label: string, hint: string) {
  return formFieldName({ label, hint }, "the service");
}

export const question = z
  .object({
    label: text("Question", 'What she is asked, as the label of her answer, e.g. "Your full name".'),
    hint: text(
      "Hint",
      'A line under the question that helps her answer, e.g. "As on your ID card".',
    ).optional(),
    kind: choice(
      questionKinds,
      "Kind of answer",
      "The field she answers in: a phone shows the keyboard that suits it.",
      {
        text: "A line of text",
        name: "Her name (a line of text her phone can fill in)",
        paragraph: "A paragraph",
        email: "An email address",
        phone: "A phone number",
        number: "A number",
        date: "A date",
        choice: "One choice of a few",
        choices: "Several choices",
      },
    ),
    unit: text("Unit", 'For a number: what it counts, shown after the field, e.g. "years".').optional(),
    field: fieldName(
      "Field name at the service",
      'The name the service expects for this answer (for a Google Form, "entry." and its number; for the others, a name you choose, such as "phone"). Each question has its own.',
    ),
    required: z
      .boolean()
      .optional()
      .meta({ label: "Required", hint: "On: the form cannot be sent without an answer to it." }),
    options: list(
      text("Option"),
      {
        label: "Options",
        hint: "For one choice or several choices: the answers she picks from, at least two. What the service receives is the option in the site's own language.",
        itemLabel: "Option",
      },
      { min: 2 },
    ).optional(),
  })
  .strict()
  .superRefine((asked, context) => {
    const picks = withOptions.includes(asked.kind);
    if (picks && !asked.options) {
      context.addIssue({
        code: "custom",
        rule: "optionsNeeded",
        path: ["options"],
        message: "are missing: a question of choices needs at least two options to choose from.",
      });
    }
    if (!picks && asked.options) {
      context.addIssue({
        code: "custom",
        rule: "optionsUnused",
        path: ["options"],
        message: "are set, but only a question of one choice or several choices shows options. Remove them.",
      });
    }
    if (asked.unit !== undefined && asked.kind !== "number") {
      context.addIssue({
        code: "custom",
        rule: "unitUnused",
        path: ["unit"],
        message: "is set, but only a question of a number shows a unit. Remove it.",
      });
    }
    if (asked.kind === "choices" && asked.required) {
      context.addIssue({
        code: "custom",
        rule: "choicesRequired",
        path: ["required"],
        message:
          "is on, but without a script no browser can insist that one of several choices is ticked. Turn it off, or make the kind One choice.",
      });
    }
  });
