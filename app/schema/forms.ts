// A form: its questions and words are content, and it posts, with no script, to the service
// the staff chose (docs/staff-guide.md, "Forms"). A program's application form is one of them,
// bound to its program.
import * as z from "zod";
import type { ContentIssue, PathStep } from "./field-path.ts";
import { button } from "./buttons.ts";
import { choice, list, paragraph, patterned, text } from "./fields.ts";
import { hiddenFields } from "./service-fields.ts";
import { describingIntroduction, pageTitleText } from "./search-fields.ts";
import { fieldName, question } from "./questions.ts";

export const applicationServices = ["web", "netlify"] as const;

const provider = z
  .object({
    service: choice(
      applicationServices,
      "Service",
      'Where the answers go. "An address" for Web3Forms, a Google Form and most others; "Netlify Forms" when the site is published on Netlify.',
      { web: "An address (Web3Forms, Google Forms, …)", netlify: "Netlify Forms" },
    ).default("web"),
    // A host name of letters, digits, dots and hyphens: its origin is written into the
    // security policy, where a quote or a semicolon would change it.
    address: patterned(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s"'<>\\]*)?$/i, {
      label: "Form address",
      hint: 'The address the service gives the form, starting with https://: for Web3Forms "https://api.web3forms.com/submit", for a Google Form its address ending in /formResponse. Empty for Netlify Forms.',
      format: "Write the service's address for the form, starting with https://.",
      translatable: false,
    }).optional(),
    hiddenFields: hiddenFields(
      'Fields the service needs that she does not fill in, such as Web3Forms\' "access_key" and its value.',
      { max: 6, service: "the service", nameHint: "The name the service gives it." },
    ),
    returnField: fieldName(
      "Return field",
      'The field in which the service reads where to send her after she sends the form: "redirect" for Web3Forms. The form fills in this site\'s thank-you page, in her language. Empty: the service shows its own page.',
    ).optional(),
    honeypotField: fieldName(
      "Spam trap field",
      'A field people never see, which robots fill in, so the service drops what they send: "botcheck" for Web3Forms, "bot-field" on Netlify. Empty: none.',
    ).optional(),
  })
  .strict()
  .superRefine((chosen, context) => {
    if (chosen.service === "web" && !chosen.address) {
      context.addIssue({
        code: "custom",
        rule: "formAddress",
        path: ["address"],
        message:
          "is missing: write the address the service gives the form, starting with https://, or choose Netlify Forms.",
      });
    }
    if (chosen.service === "netlify" && chosen.returnField) {
      context.addIssue({
        code: "custom",
        rule: "formAddress",
        path: ["returnField"],
        message: "is set, but Netlify Forms shows the thank-you page itself. Empty it.",
      });
    }
    if (chosen.service === "netlify" && chosen.address) {
      context.addIssue({
        code: "custom",
        rule: "formAddress",
        path: ["address"],
        message:
          "is set, but Netlify Forms takes the answers on this site itself. Empty it, or choose An address.",
      });
    }
  })
  .meta({
    label: "Where the answers are sent",
    hint: 'The service that receives the answers, and what it needs (staff guide, "Forms").',
  });

interface Examples {
  heading: string;
  intro: string;
  send: string;
  thanks: string;
  back: string;
}

/** A form's words and service, with examples for the kind of form the staff are writing. */
function formFields(examples: Examples) {
  return {
    heading: pageTitleText("Heading", `The title of the form's page, e.g. "${examples.heading}".`),
    intro: paragraph("Introduction", examples.intro),
    requiredNote: text(
      "Line about required questions",
      'Shown above the questions, e.g. "Every question needs an answer, unless it is marked optional."',
    ),
    questions: list(question, { label: "Questions", itemLabel: "Question" }, { min: 1 }),
    optionalLabel: text(
      "Word for optional questions",
      'Shown after each question she may leave empty, e.g. "optional".',
    ),
    notice: paragraph(
      "Where her answers go",
      "Say who collects her answers and how to reach them, what they are used for, which service stores them and in which country, how long they are kept, and how she can see, correct or delete them. It is shown above the Send button; the law asks for it, since her answers are personal data.",
    ),
    sendLabel: text("Send button", `The words on the button that sends the form, e.g. "${examples.send}".`),
    thanks: z
      .object({
        heading: pageTitleText("Heading", `e.g. "${examples.thanks}".`),
        text: paragraph("What happens next", "When she will hear back, and how."),
        backLabel: text("Link back", `The link back, e.g. "${examples.back}".`),
        next: button(
          "Next step",
          'A button beside the link back, to what she can do while she waits, e.g. "Read our stories". Empty: none.',
        ).optional(),
      })
      .strict()
      .meta({
        label: "Thank-you page",
        hint: "Where she lands after sending, if the service can send her back.",
      }),
    provider,
  };
}

function checkFieldNames(form: Parameters<typeof duplicateFieldNames>[0], context: z.RefinementCtx) {
  for (const issue of duplicateFieldNames(form))
    context.addIssue({ ...issue, code: "custom", path: [...issue.path] });
}

const ownIntro = "A few sentences before the questions: whom the form is for and what happens after.";

/**
 * A form of its own (a mentor's, a partner's, a question), at /<its name>/: its introduction
 * says what it is in search results (a program's form says what its program's page says).
 */
export const formSchema = z
  .object({
    ...formFields({
      heading: "Become a mentor",
      intro: ownIntro,
      send: "Send",
      thanks: "Thank you",
      back: "Back to the home page",
    }),
    intro: describingIntroduction("Introduction", ownIntro),
  })
  .strict()
  .superRefine(checkFieldNames);

const {
  thanks,
  provider: service,
  ...words
} = formFields({
  heading: "Apply to Digital Bridge Gambia",
  intro: "A few sentences before the questions: who may apply and what to have at hand.",
  send: "Send my application",
  thanks: "Thank you for applying",
  back: "Back to Digital Bridge Gambia",
});

/** A program's application form: a form of the same kind, closed after the program's deadline. */
export const applicationSchema = z
  .object({
    ...words,
    closedMessage: paragraph(
      "When applications are closed",
      "Shown instead of the form once the application deadline has passed: when the next cohort opens, or whom to write to.",
    ),
    thanks,
    provider: service,
  })
  .strict()
  .superRefine(checkFieldNames);

/**
 * What every post says of itself, so the staff can tell the answers apart: which form, in
 * which language, from which page (docs/staff-guide.md, "Forms").
 */
export const postedDetails = ["form", "form_language", "form_page"] as const;

const siteField = "the site's own field";

/**
 * Two fields under one name would reach the service as one answer, or overwrite each other:
 * every name the form posts is its own.
 */
function duplicateFieldNames(form: {
  questions: ReadonlyArray<{ field: string; label: string }>;
  provider: {
    service: string;
    hiddenFields: ReadonlyArray<{ name: string }>;
    returnField?: string;
    honeypotField?: string;
  };
}): ContentIssue[] {
  const { provider } = form;
  const fields: Array<{ name: string | undefined; path: PathStep[]; called: string }> = [
    ...postedDetails.map((name) => ({ name, path: [], called: siteField })),
    // Netlify Forms reads the form's name from this field.
    ...(provider.service === "netlify"
      ? [{ name: "form-name", path: [], called: "Netlify's own field" }]
      : []),
    ...provider.hiddenFields.map(({ name }, index) => ({
      name,
      path: ["provider", "hiddenFields", index, "name"],
      called: `Hidden field ${index + 1}`,
    })),
    { name: provider.returnField, path: ["provider", "returnField"], called: "the return field" },
    { name: provider.honeypotField, path: ["provider", "honeypotField"], called: "the spam trap field" },
    ...form.questions.map(({ field, label }, index) => ({
      name: field,
      path: ["questions", index, "field"],
      called: `Question ${index + 1} “${label}”`,
    })),
  ];
  const issues: ContentIssue[] = [];
  const taken = new Map<string, string>();
  for (const { name, path, called } of fields) {
    if (!name) continue;
    const earlier = taken.get(name);
    if (earlier) {
      issues.push({
        code: "custom",
        rule: "uniqueFieldName",
        path,
        message:
          earlier === siteField
            ? `"${name}" is a name the site gives a field of its own in every post (which form, in which language, from which page). Choose another.`
            : `"${name}" is the field name of ${earlier} too. Give each its own.`,
      });
    }
    taken.set(name, called);
  }
  return issues;
}
