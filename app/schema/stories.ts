// A story: an alumna's or a mentor's, a page each, listed newest first and offered as a feed.
import * as z from "zod";
import { chosen } from "./chosen-fields.ts";
import { button } from "./buttons.ts";
import { calendar, list, paragraph, personName, text, photo } from "./fields.ts";
import { pageTitleText, searchDescription } from "./search-fields.ts";

export const storySchema = z
  .object({
    title: pageTitleText("Title", 'The story\'s heading, e.g. "From market stall to web designer".'),
    person: personName("Her name, as she agreed to show it.", "Person"),
    role: text("Role", 'What she does now, e.g. "Web designer" or "Mentor".'),
    place: text("Place", 'Where she lives or works, e.g. "Brikama, The Gambia".'),
    program: chosen(
      "programs",
      "Program",
      "The program the story belongs to: its page shows the story. Empty: none.",
    ).optional(),
    date: calendar(
      "date",
      "Date",
      "The day the story is published, written 2024-11-05: the newest comes first.",
    ),
    summary: searchDescription(
      "Summary",
      "One or two sentences, shown in the list of stories, in feed readers, in search results and in link previews.",
    ),
    photo: photo("Her photo, with her consent. Empty: none.").optional(),
    quote: paragraph(
      "Quote",
      "A sentence of hers, without quotation marks, shown beside the story. Empty: none.",
    ).optional(),
    paragraphs: list(paragraph("Paragraph"), { label: "Text", itemLabel: "Paragraph" }),
    button: button(
      "Button",
      'A button after the story, to what a reader can do next, e.g. "Apply to Digital Bridge Gambia" choosing its form. Empty: none.',
    ).optional(),
  })
  .strict();
