import * as z from "zod";
import { choice, list, paragraph, text } from "./fields.ts";
import { currencyChoice } from "./currencies.ts";
import { prose } from "./prose.ts";

export const iconNames = [
  "heart-handshake",
  "users",
  "lightbulb",
  "graduation-cap",
  "code",
  "rocket",
  "smartphone",
  "languages",
  "calendar-clock",
  "briefcase",
  "user-round-check",
  "network",
  "handshake",
  "hand-coins",
] as const;

const icon = choice(iconNames, "Icon", "The small picture next to the title.");

export const iconCard = z
  .object({
    title: text("Title", "A few words."),
    description: paragraph("Description", "One or two sentences."),
    icon,
  })
  .strict();

/** A figure of the organisation's and what it counts; an amount may say its currency. */
export const statistic = z
  .object({
    value: text("Figure", 'As it is shown, e.g. "500+", "85%", or for an amount "85K" with its currency.'),
    label: text("Label", 'What the figure counts, e.g. "Women trained".'),
    currency: currencyChoice(
      'For an amount of money: the page writes its sign where its language writes it, "US$85K" in English, « 85 000 $ US » in French. Write the figure without a sign. Empty: the figure as written.',
    ).optional(),
  })
  .strict()
  .superRefine((figure, context) => {
    // With its currency, the page writes the sign: one typed too would show twice.
    if (!figure.currency || !/[$€£₦₵¢]|CFA|\b[A-Z]{3}\b/.test(figure.value)) return;
    context.addIssue({
      code: "custom",
      rule: "signTwice",
      path: ["value"],
      message: `"${figure.value}" has a currency's sign, and the page writes the sign of its Currency too. Write the figure alone, such as 85K.`,
    });
  });

export const statistics = (hint: string, max = 4) =>
  list(statistic, { label: "Statistics", hint, itemLabel: "Statistic" }, { min: 1, max });

/** A question people ask, with its answer: on a page the staff write, and on a program's page and form. */
export const questionAndAnswer = z
  .object({
    question: text("Question", 'As she would ask it, e.g. "Do I need a computer?".'),
    answer: prose("Answer", "A sentence or two."),
  })
  .strict();
