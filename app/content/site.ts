// Site-wide facts: the organisation, its contact details and the footer.
// PLACEHOLDER marks a value the organisation must replace before launch (see README, "Before launch").
import type { Site } from "./types.ts";

/** The year the organisation was founded. */
const foundingYear = 2018;
/** SAMPLE: the 15 countries served; confirm the list. */
const countriesServed = [
  "The Gambia",
  "Senegal",
  "Ghana",
  "Nigeria",
  "Sierra Leone",
  "Liberia",
  "Kenya",
  "Uganda",
  "Rwanda",
  "Tanzania",
  "Ethiopia",
  "Cameroon",
  "Côte d'Ivoire",
  "Zambia",
  "Malawi",
];

export const site = {
  /** The organisation's name, everywhere it appears. PLACEHOLDER: the real name is not decided. */
  name: "Women in Technology Initiative",
  /** A short form for tight spaces (the browser tab icon, the home screen). PLACEHOLDER with the name. */
  shortName: "WiT Initiative",
  /** One sentence about the organisation, for search engines and link previews. */
  description: `A nonprofit that trains women in technology through education, mentorship and entrepreneurship, in ${countriesServed.length} countries since ${foundingYear}.`,
  /** The public address of the site, without a trailing slash. PLACEHOLDER: the real domain. */
  siteUrl: "https://women-in-tech.example.org",
  /** The language of every page, as a BCP 47 tag. */
  language: "en",
  /** The same, in the form link previews use. */
  locale: "en_US",
  foundingYear,
  /** Countries where the organisation works; the site counts them for "15 countries". */
  countriesServed,
  skipLinkLabel: "Skip to main content",
  contact: {
    /** PLACEHOLDER: the spec shows only {email}. */
    email: "hello@example.org",
    /** PLACEHOLDER: the spec shows only {phone}. Written as it should be dialled. */
    phone: "+220 000 0000",
    /** PLACEHOLDER: a street address in placeholder style. */
    address: {
      street: "00 Kairaba Avenue",
      locality: "Serrekunda",
      country: "The Gambia",
    },
  },
  footer: {
    /** One or two sentences under the name. */
    tagline: "Training women in technology through education, mentorship and entrepreneurship.",
    /** Where the Programs and Get Involved links point: "#" until those pages exist, as the spec asks. */
    linkHref: "#",
    /** Column headings. The Programs and Get Involved columns list the titles from programs.ts and home.ts. */
    programsHeading: "Programs",
    involvedHeading: "Get Involved",
    connectHeading: "Connect",
    /** Links in the Connect column. They stay on "#" until the accounts exist. */
    social: [
      { label: "Facebook", href: "#" },
      { label: "LinkedIn", href: "#" },
      { label: "Instagram", href: "#" },
      { label: "X (Twitter)", href: "#" },
    ],
    newsletter: {
      heading: "Newsletter",
      text: "Program dates and stories from our graduates, once a month.",
      fieldLabel: "Email address",
      buttonLabel: "Subscribe",
      /**
       * Where sign-ups are sent (the form's action URL at your newsletter provider).
       * Empty: the field and button show, but nothing is sent anywhere.
       */
      providerUrl: "",
    },
    /** The year in the copyright line. */
    copyrightYear: 2024,
    copyrightText: "All rights reserved.",
  },
} satisfies Site;
