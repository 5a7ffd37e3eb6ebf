// A page the staff write (about us, privacy, accessibility, a code of conduct): a title, a
// description, and sections, each a heading with any of a few kinds of block, in this order:
// text with links, a list, questions and answers, people, partners, what a gift does and the
// ways to give (for a donation page: giving.ts), the site's forms (what each asks and where its
// answers go: for the privacy page), and buttons.
import * as z from "zod";
import { sectionAnchors } from "./anchors.ts";
import { button } from "./buttons.ts";
import { destination, list, name, paragraph, personName, photo, picture, text } from "./fields.ts";
import { questionAndAnswer } from "./content-blocks.ts";
import { gifts, giving } from "./giving.ts";
import { prose } from "./prose.ts";
import { pageTitleText, searchDescription } from "./search-fields.ts";

const person = z
  .object({
    name: personName("As they agreed to show it: the same in every language."),
    role: text("Role", 'e.g. "Executive director" or "Board member".'),
    photo: photo("Their photo, with their consent. Empty: none.").optional(),
  })
  .strict();

const partner = z
  .object({
    name: name("Name", "The partner's name, as they write it."),
    logo: picture(
      "Logo",
      "Their logo, as a PNG or a JPEG; the site shows a small copy. Empty: their name alone.",
    ).optional(),
    link: destination("Link", "Their site, starting with https://. Empty: none.").optional(),
  })
  .strict();

const pageSection = z
  .object({
    heading: text("Heading"),
    text: prose("Text", "Paragraphs, an empty line between them.").optional(),
    items: list(
      text("Item"),
      { label: "List", hint: "Points, one a line.", itemLabel: "Item" },
      { min: 0 },
    ).optional(),
    questions: list(
      questionAndAnswer,
      {
        label: "Questions and answers",
        hint: "What people ask, each with its answer.",
        itemLabel: "Question",
      },
      { min: 0 },
    ).optional(),
    people: list(
      person,
      {
        label: "People",
        hint: "The team or the board, each with their role.",
        itemLabel: "Person",
      },
      { min: 0 },
    ).optional(),
    partners: list(
      partner,
      {
        label: "Partners",
        hint: "Organisations, each with its logo and its link.",
        itemLabel: "Partner",
      },
      { min: 0 },
    ).optional(),
    gifts: gifts.optional(),
    giving: giving.optional().meta({
      label: "Ways to give",
      hint: "Add it on your donation page: each way to give, with its numbers and links. A button leads to the page when you choose it under its Page; a program's button also names the program here.",
    }),
    forms: z
      .object({
        asksLabel: text("What it asks", 'Above the list of the questions each form asks, e.g. "It asks:".'),
        serviceLabel: text(
          "Where its answers go",
          'Before the service\'s name, e.g. "Its answers are sent to:".',
        ),
      })
      .strict()
      .optional()
      .meta({
        label: "The site's forms",
        hint: "Add it on the privacy page: each of the site's forms is listed, with the questions it asks and the service its answers are sent to, as the forms are now. Every form's notice then leads to this page.",
      }),
    buttons: list(
      button(),
      { label: "Buttons", hint: "At the end of the section.", itemLabel: "Button" },
      { min: 0, max: 3 },
    ).optional(),
  })
  .strict();

export const pageSchema = z
  .object({
    title: pageTitleText("Title", 'The page\'s heading, e.g. "About us" or "Privacy".'),
    intro: paragraph("Introduction", "A sentence or two under the heading. Empty: none.").optional(),
    description: searchDescription(),
    unlisted: z.boolean().optional().meta({
      label: "Out of search results",
      hint: "For a page reached only from elsewhere, such as the thank-you page a payment service returns a donor to: search engines are asked not to list it, and the sitemap leaves it out.",
    }),
    sections: list(pageSection, {
      label: "Sections",
      hint: "The page's parts, each with its heading, in order.",
      itemLabel: "Section",
    }),
  })
  .strict()
  .superRefine(({ sections }, context) => {
    sections.forEach((section, index) => {
      const holds = Object.entries(section).some(
        ([key, block]) => key !== "heading" && (Array.isArray(block) ? block.length > 0 : Boolean(block)),
      );
      if (holds) return;
      context.addIssue({
        code: "custom",
        rule: "emptySection",
        path: ["sections", index],
        message:
          "holds only its heading: give it a text, a list, questions, people, partners, gifts, ways to give, the site's forms or buttons, or remove it.",
      });
    });
    // A donation page's ways to give are in one section: its words name the program and the
    // services on the privacy page.
    const [first, ...others] = sections.flatMap((section, index) => (section.giving ? [index] : []));
    for (const index of others) {
      context.addIssue({
        code: "custom",
        rule: "oneGivingSection",
        path: ["sections", index, "giving"],
        message: `is in section ${(first ?? 0) + 1} too: a page holds its ways to give in one section. Move these there, or onto a page of their own.`,
      });
    }
    // Each section is a place on the page, named from its heading (#about-us): one name, one place.
    const anchors = sectionAnchors(sections.map((section) => section.heading));
    anchors.forEach((anchor, index) => {
      const earlier = anchors.indexOf(anchor);
      if (earlier === index) return;
      context.addIssue({
        code: "custom",
        rule: "uniqueHeading",
        path: ["sections", index, "heading"],
        message: `is the heading of section ${earlier + 1} too: each section is a place on the page, named by its heading. Give it another.`,
      });
    });
  });
