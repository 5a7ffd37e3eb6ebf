import * as z from "zod";
import {
  intlLocale,
  languageCodePattern as languageCode,
  linkTarget,
  list,
  name,
  paragraph,
  patterned,
  text,
  wholeNumber,
} from "./fields.ts";
import { formFieldName, hiddenFields } from "./service-fields.ts";
import { button } from "./buttons.ts";
import { eventsWords, pagingWords, reportsWords, storiesWords } from "./news-words.ts";
import { navigation } from "./navigation.ts";

/** A column's links in the footer, each choosing where it leads as a button does. */
function footerLinks(
  label: string,
  unset: string,
  examples = "Each choosing a page, a form or a program's page.",
) {
  return list(
    button(),
    { label, hint: `${examples} Empty: ${unset}.`, itemLabel: "Link" },
    { min: 0, max: 8 },
  ).optional();
}

/** An ISO 3166 country code, two capitals: "GM" is The Gambia. */
export const countryCodePattern = /^[A-Z]{2}$/;

export const siteSchema = z
  .object({
    name: name("Organisation name", "Shown in the header, the footer and browser tabs."),
    shortName: name("Short name", "For tight spaces: the icon on a phone's home screen."),
    description: paragraph(
      "Description for search engines",
      "One sentence about the organisation, shown in search results and link previews.",
    ),
    siteUrl: patterned(/^https:\/\/[^/\s]+$/, {
      label: "Site address",
      hint: "The public address of the site. Links in search results and previews use it.",
      format: "Write it as https://example.org, with nothing after the name.",
      translatable: false,
    }),
    language: patterned(languageCode, {
      label: "Language",
      hint: 'The language of these pages as a code, e.g. "en". Its pages are at the site\'s address itself.',
      format: 'Write the language\'s code in small letters, such as "en", "fr" or "mnk".',
      translatable: false,
    }),
    translations: list(
      patterned(languageCode, {
        label: "Language",
        format: 'Write the language\'s code in small letters, such as "fr".',
        translatable: false,
      }),
      {
        label: "Translations",
        hint: 'The other languages of the site, by code, e.g. "fr": each has its pages at /fr/ and its words in files named like home.fr.yml.',
        itemLabel: "Language",
      },
      { min: 0 },
    ).default([]),
    languageName: text(
      "Language name",
      'This language\'s name as its speakers write it, for the language switch, e.g. "English", "Français".',
    ),
    locale: text("Locale", 'The language and region for link previews, e.g. "en_US".'),
    formats: z
      .object({
        dates: intlLocale(
          "Dates and numbers",
          'Dates, numbers and sizes are written as in this locale: "en-US" gives "December 15, 2023", "fr-FR" gives "15 décembre 2023" and "420 ko".',
        ),
        lists: intlLocale(
          "Lists",
          'Lists of words are joined as in this locale: "en-GB" gives "Mandinka, Wolof and English", "fr-FR" gives "mandinka, wolof et anglais".',
        ),
        titleAndText: patterned(/\{title\}[^]*\{text\}|\{text\}[^]*\{title\}/, {
          label: "Title and text",
          hint: 'How a title and the words after it are joined, where the site puts them together (the text of a link preview\'s picture): "{title}: {text}" in English, "{title} : {text}" in French.',
          format: 'Write {title} and {text} where they go, such as "{title}: {text}".',
        }),
      })
      .strict()
      .meta({
        label: "Formats",
        hint: "How dates, numbers, lists and titles are written on the pages.",
      }),
    foundingYear: wholeNumber("Founding year", "The year the organisation was founded.", {
      min: 1900,
      max: 2100,
    }),
    countriesServed: list(
      z
        .object({
          name: text("Country", 'Its name as this page writes it, e.g. "The Gambia".'),
          code: patterned(countryCodePattern, {
            label: "Country code",
            hint: 'Its two-letter ISO 3166 code, e.g. "GM" for The Gambia or "SN" for Senegal: search engines read it, and a program names the country it runs in by it.',
            format: 'Write the country\'s two-letter code in capitals, such as "GM".',
            translatable: false,
          }),
        })
        .strict()
        .meta({ namedBy: "region" }),
      {
        label: "Countries served",
        hint: 'Every country the organisation works in. The "Countries served" figure must match how many there are.',
        itemLabel: "Country",
      },
      { min: 1 },
    ).superRefine((countries, context) => {
      // A program names its country by code: two countries of one code could not be told apart.
      const codes = countries.map((country) => country.code);
      codes.forEach((code, index) => {
        const first = codes.indexOf(code);
        if (first === index) return;
        context.addIssue({
          code: "custom",
          rule: "uniqueCountryCode",
          path: [index, "code"],
          message: `"${code}" is the code of Country ${first + 1} too. Each country has its own code.`,
        });
      });
    }),
    skipLinkLabel: text("Skip link", "The first link a keyboard user reaches, jumping past the header."),
    languageSwitchLabel: text(
      "Language switch",
      'Read by screen readers before the links to the other languages, e.g. "Languages".',
    ),
    navigation,
    weeks: z
      .object({
        one: patterned(/\{count\}/, {
          label: "One week",
          hint: 'How a length of one week is written; {count} is the number, e.g. "{count} week".',
          format: 'Write {count} where the number goes, such as "{count} week".',
        }),
        other: patterned(/\{count\}/, {
          label: "Several weeks",
          hint: 'How a length of several weeks is written, e.g. "{count} weeks".',
          format: 'Write {count} where the number goes, such as "{count} weeks".',
        }),
      })
      .strict()
      .meta({
        label: "Lengths in weeks",
        hint: "How a program's length is written on its card and its page.",
      }),
    paging: pagingWords,
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
        email: z.email().meta({
          label: "Email",
          hint: "The address people write to.",
          format: "Write an email address such as hello@example.org.",
          translatable: false,
        }),
        // The number becomes a tel: link, which must work from abroad too.
        phone: patterned(/^\(?\+\d[\d\s().-]{5,}\d$/, {
          label: "Phone",
          hint: "Written as it is dialled from abroad, e.g. +220 000 0000.",
          format:
            "Write it as it is dialled from abroad: + and the country code first, such as +220 000 0000.",
          translatable: false,
        }),
        address: z
          .object({
            // As the post writes it: the same in every language, and said in none of them.
            street: text("Street").meta({
              label: "Street",
              hint: "As the post writes it, the same in every language.",
              translatable: false,
            }),
            locality: text("Town or city").meta({
              label: "Town or city",
              hint: "As the post writes it, the same in every language.",
              translatable: false,
            }),
            country: patterned(countryCodePattern, {
              label: "Country code",
              hint: 'The country\'s two-letter ISO 3166 code, e.g. "GM": each language shows its name from Countries served, and search engines read the code.',
              format: 'Write the country\'s two-letter code in capitals, such as "GM".',
              translatable: false,
            }),
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
        programLinks: footerLinks(
          "Programs column",
          "the programs the home page shows, leading where the links above say",
        ),
        involvedHeading: text("Get Involved column heading"),
        involvedLinks: footerLinks(
          "Get Involved column",
          "the home page's ways to get involved, leading where the links above say",
        ),
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
              hint: 'The form address at your newsletter provider (staff guide, "The newsletter"). Empty: the sign-up sends nothing.',
              format: "Leave it empty, or write an address starting with https://.",
              mayBeEmpty: true,
            }),
            emailFieldName: formFieldName(
              {
                label: "Email field name",
                hint: 'The name your provider gives the email field, e.g. "email" or "EMAIL".',
              },
              "your provider",
            ).default("email"),
            hiddenFields: hiddenFields(
              "Fields your provider's form needs that visitors do not fill in, such as a list ID.",
              { max: 4, service: "your provider" },
            ),
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
        bottomLinks: footerLinks(
          "Links under the copyright",
          "none",
          'Such as "Privacy" and "Accessibility", each choosing its page.',
        ),
      })
      .strict()
      .meta({ label: "Footer" }),
    programPage: z
      .object({
        backLinkLabel: text(
          "Back link",
          "The link at the top of a program page back to the programs: the page of all programs, or the home page while it shows them all.",
        ),
        keyFactsHeading: text("Key facts heading", "The card beside the title with the dates."),
        languagesLabel: text("Languages label", 'Shown before the languages, e.g. "Taught in".'),
        statisticsHeading: text("Statistics heading", "Read by screen readers before the figures."),
        nextCohortLabel: text("Next cohort label", 'Shown before the month, e.g. "Next cohort starts".'),
        applicationDeadlineLabel: text(
          "Application deadline label",
          'Shown before the date, e.g. "Applications close".',
        ),
        applicationsClosedLabel: text(
          "Applications closed label",
          'Shown before the date once it has passed, until you set the next dates, e.g. "Applications closed on".',
        ),
        cohortStartedLabel: text(
          "Cohort started label",
          'Shown before the month once the cohort has started, until you set the next dates, e.g. "Last cohort started".',
        ),
        transcriptLabel: text(
          "Transcript label",
          'Above the written words of a spoken summary, e.g. "Transcript".',
        ),
      })
      .strict()
      .meta({ label: "Words on every program page" }),
    stories: storiesWords,
    events: eventsWords,
    reports: reportsWords,
  })
  .strict()
  // Some fifteen groups, the footer's after a dozen of them: each a line until she opens it.
  .meta({ foldedGroups: true });
