import * as z from "zod";
import { paragraph, text } from "./fields.ts";
import { pageTitleText, searchDescription } from "./search-fields.ts";

export const notFoundSchema = z
  .object({
    title: pageTitleText("Title", "In the browser tab."),
    metaDescription: searchDescription(
      "Description",
      "For link previews, and search results (the page is hidden from them anyway).",
    ),
    code: text("Large figure", 'The big "404" above the heading.'),
    heading: text("Heading"),
    text: paragraph("Text"),
    homeLinkLabel: text("Home link", "The link back to the home page."),
    error: z
      .object({ heading: text("Heading"), text: paragraph("Text") })
      .strict()
      .meta({ label: "Error page", hint: "Shown if a page fails to show (it should never happen)." }),
  })
  .strict();
