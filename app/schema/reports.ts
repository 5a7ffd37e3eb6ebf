// The impact report of a year: headline figures, series drawn as charts at build time, and
// the stories chosen for it. A page each, at /impact/<year>/.
import * as z from "zod";
import { chosen } from "./chosen-fields.ts";
import { button } from "./buttons.ts";
import { list, paragraph, text, wholeNumber } from "./fields.ts";
import { statistic } from "./content-blocks.ts";
import { pageTitleText, searchDescription } from "./search-fields.ts";

const chart = z
  .object({
    title: text("Title", 'What the chart shows, e.g. "Women trained each year".'),
    description: paragraph(
      "Description",
      "A sentence under the title: what the figures say. Empty: none.",
    ).optional(),
    labelsHeading: text("Heading of the labels", 'What each bar is, e.g. "Year" or "Country".'),
    valuesHeading: text("Heading of the figures", 'What each figure counts, e.g. "Women trained".'),
    bars: z
      .array(
        z
          .object({
            label: text("Label", 'e.g. "2022" or "The Gambia".'),
            value: z
              .number()
              .min(0)
              .meta({ label: "Figure", hint: "A number, without spaces or signs: 120." }),
          })
          .strict(),
      )
      .min(2)
      .max(24)
      .meta({ label: "Bars", hint: "Each bar, in the order shown: 2 to 24.", itemLabel: "Bar" }),
  })
  .strict();

export const reportSchema = z
  .object({
    year: wholeNumber("Year", "The year the report covers: its page is /impact/<year>/.", {
      min: 2000,
      max: 2100,
    }),
    title: pageTitleText("Title", 'e.g. "2024 Impact Report".'),
    intro: paragraph("Introduction", "What the year was, in a few sentences."),
    fullReport: button(
      "Full report",
      'A button under the introduction to the whole report, e.g. "Download the full report": its PDF uploaded as its file, or the page where it is. Empty: none.',
    ).optional(),
    metaDescription: searchDescription(),
    figures: list(
      statistic,
      { label: "Headline figures", hint: "The year's main figures, 1 to 12.", itemLabel: "Figure" },
      { min: 1, max: 12 },
    ),
    charts: list(
      chart,
      {
        label: "Charts",
        hint: "Series drawn as bar charts, each with a table of its figures.",
        itemLabel: "Chart",
      },
      { min: 0, max: 6 },
    ).default([]),
    stories: list(
      chosen("stories", "Story", "Chosen by its title."),
      { label: "Stories", hint: "Stories of the year, shown under the charts.", itemLabel: "Story" },
      { min: 0, max: 6 },
    ).default([]),
  })
  .strict();
