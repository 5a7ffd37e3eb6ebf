import * as z from "zod";
import { choice, list, paragraph, statistic, text } from "./fields.ts";

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
