import * as z from "zod";
import {
  audioFile,
  destination,
  calendar,
  choice,
  language,
  languageCodePattern,
  list,
  paragraph,
  patterned,
  personName,
  section,
  text,
  wholeNumber,
} from "./fields.ts";
import { buttons } from "./buttons.ts";
import { applicationSchema } from "./forms.ts";
import { pageTitleText, searchDescription } from "./search-fields.ts";
import { isRealDate, isRealMonth } from "./dates.ts";
import { iconCard, questionAndAnswer, statistic, statistics } from "./content-blocks.ts";

const testimonial = z
  .object({
    name: personName("Her first name, or the name she agreed to show."),
    location: text("Location", 'Where she lives, e.g. "Brikama, The Gambia".'),
    quote: paragraph("Quote", "Her words, without quotation marks."),
    role: text("Role", 'What she does now, e.g. "Freelance web designer".'),
  })
  .strict();

const topicsPerBlock = 4;

const curriculumBlock = z
  .object({
    weekRange: text("Weeks", 'The weeks it covers, e.g. "Weeks 1–2".'),
    title: text("Title"),
    topics: list(
      text("Topic"),
      { label: "Topics", hint: `Exactly ${topicsPerBlock} topics.`, itemLabel: "Topic" },
      { exactly: topicsPerBlock },
    ),
  })
  .strict();

export const programPageSchema = z
  .object({
    badge: text("Badge", 'The small label above the title, e.g. "Featured Program".'),
    summary: paragraph("Summary", "One or two sentences under the title."),
    metaDescription: searchDescription(),
    buttons: buttons(
      "Buttons",
      "The two buttons under the summary: the first to apply, the second for more to read.",
      2,
    ),
    statistics: statistics("The four figures under the title."),
    nextCohortStart: calendar(
      "month",
      "Next cohort start",
      "The month the next cohort starts, written 2024-01.",
    ),
    applicationDeadline: calendar(
      "date",
      "Application deadline",
      "The last day to apply, written 2023-12-15. It must come before the cohort starts.",
    ),
    mode: choice(["online", "onsite", "blended"], "How it is taught", "For search engines.", {
      online: "Online",
      onsite: "In person",
      blended: "Both online and in person",
    }),
    approach: section(
      "Approach",
      {
        paragraphs: list(paragraph("Paragraph"), { label: "Paragraphs", itemLabel: "Paragraph" }),
        lengthLabel: text("Label under the length", 'Shown under the length in weeks, e.g. "Intensive".'),
        facts: list(statistic, { label: "More facts", itemLabel: "Fact" }, { min: 0, max: 3 }),
      },
      "How the program works.",
    ),
    highlights: section("Highlights", {
      items: list(iconCard, { label: "Highlights", itemLabel: "Highlight" }, { min: 1, max: 9 }),
    }),
    curriculum: section("Curriculum", {
      intro: paragraph("Introduction"),
      items: list(curriculumBlock, { label: "Blocks", itemLabel: "Block" }, { min: 1 }),
    }),
    testimonials: section("Testimonials", {
      items: list(testimonial, { label: "Testimonials", itemLabel: "Testimonial" }, { min: 1, max: 6 }),
    }),
    questions: section(
      "Questions before applying",
      {
        items: list(questionAndAnswer, { label: "Questions", itemLabel: "Question" }, { min: 1, max: 12 }),
      },
      "Who can apply, what it costs, what she needs (a phone, data, time), the language of teaching, what happens after she applies: shown on the program's page and on its form before she starts. Empty: none.",
    ).optional(),
    listen: section(
      "Spoken summaries",
      {
        intro: paragraph("Introduction"),
        items: list(
          z
            .object({
              language: text("Language", 'Its name as the page writes it, e.g. "Wolof" or "Mandinka".'),
              code: patterned(languageCodePattern, {
                label: "Language code",
                hint: 'Its ISO 639 code, for screen readers and search engines: "wo" for Wolof, "mnk" for Mandinka.',
                format: 'Write the code in small letters, such as "wo" or "mnk".',
                translatable: false,
              }),
              file: audioFile(),
              transcript: paragraph("Transcript", "The same words, written in the language spoken.").meta({
                label: "Transcript",
                hint: "The same words, written in the language spoken, for visitors who cannot hear it and for search engines.",
                multiline: true,
                translatable: false,
              }),
            })
            .strict(),
          { label: "Recordings", itemLabel: "Recording" },
          { min: 1, max: 6 },
        ),
      },
      "A short recording of what the program offers, in the languages its students speak, for those who read little.",
    ).optional(),
    closing: section("Closing call to action", {
      text: paragraph("Text"),
      buttons: buttons("Buttons", "The two buttons of the closing block.", 2),
    }),
    application: applicationSchema.optional().meta({
      label: "Application form",
      hint: 'Fill this in to give the program a form of its own at /programs/<name>/apply/, which needs no script and fits a phone on slow data; once it is published, choose it as the Page of Apply Now. Its answers go to the service set under Service (staff guide, "Forms").',
    }),
  })
  .strict()
  .superRefine((page, context) => {
    const deadline = page.applicationDeadline;
    const start = page.nextCohortStart;
    // Each date's own mistake is said at its field; the two are compared once both are dates.
    if (!isRealDate(deadline) || !isRealMonth(start) || deadline < `${start}-01`) return;
    context.addIssue({
      code: "custom",
      rule: "deadlineBeforeStart",
      path: ["applicationDeadline"],
      deadline,
      start,
    });
  });

export const programStyles = ["primary", "secondary", "accent", "featured"] as const;

export const programSchema = z
  .object({
    title: pageTitleText("Title", "The program's name; its page's title.", { keptName: true }),
    order: wholeNumber(
      "Position",
      "Where it comes among the programs of its country on the page of all programs: 1 is first. Empty: after those with a position, by title. The home page shows the programs chosen in Home page › Programs.",
    ).optional(),
    location: patterned(/^([A-Z]{2}|online)$/, {
      label: "Where it runs",
      hint: 'The country it runs in, one of Site settings › Countries served, or "online" for a course followed from anywhere. The page of all programs groups programs by it.',
      format: 'Write the country\'s two-letter code in capitals, such as "GM" for The Gambia, or "online".',
      translatable: false,
      kind: "place",
    }),
    languages: list(
      language('Its name as this page writes it, e.g. "Mandinka".'),
      {
        label: "Languages",
        hint: "The languages it is taught in, the main one first.",
        itemLabel: "Language",
      },
      { min: 1 },
    ),
    weeks: wholeNumber(
      "Length in weeks",
      'Shown in words as Site settings › Lengths in weeks say, e.g. "10 weeks".',
      { max: 104 },
    ),
    level: text("Level", 'Who it suits, e.g. "Beginner".'),
    description: paragraph("Description", "Two or three sentences on the card."),
    features: list(
      text("Feature"),
      { label: "Features", hint: "Three or four short points.", itemLabel: "Feature" },
      { min: 1, max: 6 },
    ),
    style: choice(programStyles, "Card colour", "The colour band at the top of the card.", {
      primary: "Purple",
      secondary: "Light purple",
      accent: "Orange",
      featured: "Orange, framed (featured)",
    }),
    link: destination(
      "Card link",
      "For a program without a page here: where its card's button leads, such as a partner's page about it (https://…). Empty: the button does nothing yet.",
    ).optional(),
    page: programPageSchema.optional().meta({
      label: "Program page",
      hint: "Fill this in to give the program its own page; its card's button then leads there.",
    }),
  })
  .strict()
  .superRefine((program, context) => {
    if (!program.link || !program.page) return;
    context.addIssue({
      code: "custom",
      rule: "cardLinkWithPage",
      path: ["link"],
      message:
        "is set, but the program has its own page, where its card's button leads. Empty the card link.",
    });
  });
