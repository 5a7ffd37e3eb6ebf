import * as z from "zod";
import { choice, list, paragraph, statistic, text } from "./fields.ts";
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

export const statistics = (hint: string, max = 4) =>
  list(statistic, { label: "Statistics", hint, itemLabel: "Statistic" }, { min: 1, max });

/** A question people ask, with its answer: on a page the staff write, and on a program's page and form. */
export const questionAndAnswer = z
  .object({
    question: text("Question", 'As she would ask it, e.g. "Do I need a computer?".'),
    answer: prose("Answer", "A sentence or two."),
  })
  .strict();
