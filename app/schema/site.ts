import * as z from "zod";
import { linkTarget, list, paragraph, patterned, text, wholeNumber } from "./fields.ts";

export const siteSchema = z
  .object({
    name: text("Organisation name", "Shown in the header, the footer and browser tabs."),
    shortName: text("Short name", "For tight spaces: the icon on a phone's home screen."),
    description: paragraph(
      "Description for search engines",
      "One sentence about the organisation, shown in search results and link previews.",
    ),
    siteUrl: patterned(/^https:\/\/[^/\s]+$/, {
      label: "Site address",
      hint: "The public address of the site. Links in search results and previews use it.",
      format: "Write it as https://example.org, with nothing after the name.",
    }),
    language: text("Language", 'The language of the pages as a code, e.g. "en".'),
    locale: text("Locale", 'The language and region for link previews, e.g. "en_US".'),
    foundingYear: wholeNumber("Founding year", "The year the organisation was founded.", {
      min: 1900,
      max: 2100,
    }),
    countriesServed: list(
      text("Country"),
      {
        label: "Countries served",
        hint: 'Every country the organisation works in. The "Countries served" figure must match how many there are.',
        itemLabel: "Country",
      },
      { min: 1 },
    ),
    skipLinkLabel: text("Skip link", "The first link a keyboard user reaches, jumping past the header."),
    linkWords: z
      .object({
        otherSite: text(
          "Another site",
          'Said after a button that leads to another site, e.g. "(another site)".',
        ),
        email: text("Email", 'Said after a button that writes an email, e.g. "(email)".'),
        phone: text("Phone", 'Said after a button that makes a phone call, e.g. "(phone call)".'),
      })
      .strict()
      .meta({
        label: "Words for links",
        hint: "Read by screen readers after a button's words, where an arrow or an icon tells sighted visitors the same.",
      }),
    contact: z
      .object({
        email: patterned(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, {
          label: "Email",
          hint: "The address people write to.",
          format: "Write an email address such as hello@example.org.",
        }),
        // The number becomes a tel: link, which must work from abroad too.
        phone: patterned(/^\(?\+\d[\d\s().-]{5,}\d$/, {
          label: "Phone",
          hint: "Written as it is dialled from abroad, e.g. +220 000 0000.",
          format:
            "Write it as it is dialled from abroad: + and the country code first, such as +220 000 0000.",
        }),
        address: z
          .object({
            street: text("Street"),
            locality: text("Town or city"),
            country: text("Country"),
          })
          .strict()
          .meta({ label: "Address" }),
      })
      .strict()
      .meta({ label: "Contact details", hint: "Shown on the home page under Get in Touch." }),
    footer: z
      .object({
        tagline: paragraph("Tagline", "One or two sentences under the name."),
        linkHref: linkTarget(
          "Where footer links lead",
          'The Programs and Get Involved links in the footer lead here: "#" until those pages exist.',
        ),
        programsHeading: text("Programs column heading"),
        involvedHeading: text("Get Involved column heading"),
        connectHeading: text("Connect column heading"),
        social: list(
          z
            .object({ label: text("Name"), href: linkTarget("Address", '"#" until the account exists.') })
            .strict(),
          { label: "Social links", hint: "Shown under Connect.", itemLabel: "Social link" },
        ),
        newsletter: z
          .object({
            heading: text("Heading"),
            text: paragraph("Text"),
            fieldLabel: text("Field label", "The label of the email field."),
            buttonLabel: text("Button"),
            providerUrl: patterned(/^(https:\/\/\S+)?$/, {
              label: "Sign-up address",
              hint: 'The form address at your newsletter provider (README, "The newsletter"). Empty: the sign-up sends nothing.',
              format: "Leave it empty, or write an address starting with https://.",
              mayBeEmpty: true,
            }),
            emailFieldName: patterned(/^[\w.[\]-]+$/, {
              label: "Email field name",
              hint: 'The name your provider gives the email field, e.g. "email" or "EMAIL".',
              format: "Write the name as your provider gives it: letters, digits, _ . - [ ] and no spaces.",
            }).default("email"),
            hiddenFields: list(
              z
                .object({
                  name: patterned(/^[\w.[\]-]+$/, {
                    label: "Name",
                    format:
                      "Write the name as your provider gives it: letters, digits, _ . - [ ] and no spaces.",
                  }),
                  value: z.string().trim().meta({ label: "Value", mayBeEmpty: true }),
                })
                .strict(),
              {
                label: "Hidden fields",
                hint: "Fields your provider's form needs that visitors do not fill in, such as a list ID.",
                itemLabel: "Hidden field",
              },
              { min: 0, max: 4 },
            ).default([]),
            thankYouUrl: patterned(/^(https:\/\/\S+)?$/, {
              label: "Thank-you page",
              hint: "Where your provider sends visitors after they sign up, if it is another site than the sign-up address. Empty: the provider's own page.",
              format: "Leave it empty, or write an address starting with https://.",
              mayBeEmpty: true,
            }).optional(),
          })
          .strict()
          .meta({ label: "Newsletter" }),
        copyrightYear: wholeNumber("Copyright year", "The year in the copyright line.", {
          min: 1900,
          max: 2100,
        }),
        copyrightText: text("Copyright text", 'The words after the name, e.g. "All rights reserved."'),
      })
      .strict()
      .meta({ label: "Footer" }),
    programPage: z
      .object({
        backLinkLabel: text("Back link", "The link to the home page at the top of a program page."),
        keyFactsHeading: text("Key facts heading", "The card beside the title with the dates."),
        languagesLabel: text("Languages label", 'Shown before the languages, e.g. "Taught in".'),
        statisticsHeading: text("Statistics heading", "Read by screen readers before the figures."),
        nextCohortLabel: text("Next cohort label", 'Shown before the month, e.g. "Next cohort starts".'),
        applicationDeadlineLabel: text(
          "Application deadline label",
          'Shown before the date, e.g. "Applications close".',
        ),
      })
      .strict()
      .meta({ label: "Words on every program page" }),
  })
  .strict();
