import * as z from "zod";
import { chosen } from "./chosen-fields.ts";
import { button, buttons } from "./buttons.ts";
import { list, paragraph, text, wholeNumber } from "./fields.ts";
import { pageTitleText, searchDescription } from "./search-fields.ts";
import { iconCard, statistics } from "./content-blocks.ts";

export const homeSchema = z
  .object({
    metaDescription: searchDescription(),
    hero: z
      .object({
        eyebrow: text("Line above the heading"),
        heading: pageTitleText("Heading", "The page's main heading; also its title in browser tabs."),
        text: paragraph("Text", "The paragraph under the heading."),
        buttons: buttons("Buttons", "The two buttons under the paragraph.", 2),
        statistics: statistics("The figures under the heading."),
        imageAlt: paragraph(
          "Illustration description",
          "What the illustration shows, for people who cannot see it.",
        ),
      })
      .strict()
      .meta({ label: "Hero", hint: "The top of the page." }),
    mission: z
      .object({
        heading: text("Heading"),
        intro: paragraph("Introduction"),
        values: list(iconCard, { label: "Values", itemLabel: "Value" }, { min: 1, max: 3 }),
        story: z
          .object({
            heading: text("Heading"),
            paragraphs: list(paragraph("Paragraph"), { label: "Paragraphs", itemLabel: "Paragraph" }),
            button: button(
              "Button",
              'Under the paragraphs, e.g. "Read the 2024 impact report" leading to /impact/2024/. Empty: no button.',
            ).optional(),
          })
          .strict()
          .meta({ label: "Impact story" }),
        statistics: statistics("The figures beside the impact story."),
      })
      .strict()
      .meta({ label: "Mission" }),
    programs: z
      .object({
        heading: text("Heading"),
        intro: paragraph("Introduction"),
        shown: list(
          chosen(
            "programs",
            "Program",
            "Chosen by its title; the file keeps its file name in content/programs/, without .yml.",
          ),
          {
            label: "Programs shown",
            hint: "The programs whose cards this page shows, in this order; the footer lists the same. When there are more programs, both lead to the page of all programs.",
            itemLabel: "Program",
          },
          { min: 1 },
        ),
        cardButtonLabel: text(
          "Card button",
          "The button on each program card. It leads to the program's page where it has one.",
        ),
        cardButtonContext: text(
          "Card button, for screen readers",
          "Said after the card button's words, so each card's button has a name of its own; {title} is the program's title, e.g. \"about {title}\".",
        ),
        consultation: z
          .object({
            heading: text("Heading"),
            text: paragraph("Text"),
            button: button(),
          })
          .strict()
          .meta({ label: "Consultation block", hint: "The block under the program cards." }),
      })
      .strict()
      .meta({ label: "Programs", hint: "The program cards themselves are in the Programs collection." }),
    stories: z
      .object({
        heading: text("Heading", 'e.g. "Her story".'),
        shown: list(
          chosen("stories", "Story", "Chosen by its title."),
          { label: "Stories shown", hint: "The stories this page shows, in this order.", itemLabel: "Story" },
          { min: 1, max: 3 },
        ),
        allLabel: text("Link to all stories", 'Under the stories, e.g. "Read more stories".'),
      })
      .strict()
      .optional()
      .meta({
        label: "Stories",
        hint: "Fill this in to show stories under the mission; they are in the Stories collection.",
      }),
    events: z
      .object({
        heading: text("Heading", 'e.g. "Meet us".'),
        count: wholeNumber(
          "Events shown",
          "How many of the next events this page shows, the soonest first (at most 4).",
          { max: 4 },
        ),
        allLabel: text("Link to all events", 'Under the events, e.g. "See all events".'),
      })
      .strict()
      .optional()
      .meta({
        label: "Next events",
        hint: "Fill this in to show the next events under the programs; they are in the Events collection.",
      }),
    getInvolved: z
      .object({
        heading: text("Heading"),
        intro: paragraph("Introduction"),
        options: list(
          iconCard.extend({ button: button() }).strict(),
          { label: "Ways to get involved", itemLabel: "Card" },
          { min: 1, max: 4 },
        ),
        readyBlock: z
          .object({
            heading: text("Heading"),
            text: paragraph("Text"),
            buttons: buttons("Buttons", "The two buttons of the block.", 2),
          })
          .strict()
          .meta({ label: "Ready to get started block" }),
        contactHeading: text("Contact heading", "Above the email, phone and address (set in Site settings)."),
      })
      .strict()
      .meta({ label: "Get involved" }),
  })
  .strict();
