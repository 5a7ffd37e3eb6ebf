// The shapes of every piece of content on the site. Editing a file in this folder?
// The typecheck (`npm run typecheck`) tells you, by file and field, if something is missing.

/** A calendar date written as YYYY-MM-DD, e.g. "2023-12-15". */
export type IsoDate = `${number}-${number}-${number}`;
/** A calendar month written as YYYY-MM, e.g. "2024-01". */
export type IsoMonth = `${number}-${number}`;

/** A button or link. Without `href` it renders as a button that does nothing yet. */
export interface CallToAction {
  /** The words on the button, e.g. "Apply Now". */
  label: string;
  /** Where it goes, e.g. "/programs/digital-bridge-gambia/". Leave out to keep it inert. */
  href?: string;
  /** Extra words for screen readers when the label alone is ambiguous, e.g. "about Tech Foundations". */
  context?: string;
}

/** A footer or social link. The spec keeps every footer link on the placeholder "#". */
export interface FooterLink {
  /** The visible text. */
  label: string;
  /** The destination; "#" until real pages exist. */
  href: string;
}

/** A figure shown large with a short label under it, e.g. "500+" / "Women trained". */
export interface Statistic {
  /** The figure as shown, e.g. "500+", "85%", "$85K". */
  value: string;
  /** What the figure counts, e.g. "Women trained". */
  label: string;
}

/** Names of the icons the site may show (all from lucide). */
export type IconName =
  | "heart-handshake"
  | "users"
  | "lightbulb"
  | "graduation-cap"
  | "code"
  | "rocket"
  | "smartphone"
  | "languages"
  | "calendar-clock"
  | "briefcase"
  | "user-round-check"
  | "network"
  | "handshake"
  | "hand-coins";

/** One of the organisation's values, shown in the Mission section. */
export interface Value {
  /** A single word or short phrase, e.g. "Empowerment". */
  title: string;
  /** One or two sentences. */
  description: string;
  /** The icon next to the title. */
  icon: IconName;
}

/** The colour treatment of a program card. */
export type ProgramStyle = "primary" | "accent" | "secondary" | "featured";

/** A curriculum block: a run of weeks with a title and its topics. */
export interface CurriculumBlock {
  /** The weeks it covers, e.g. "Weeks 1–2". */
  weekRange: string;
  /** The block's title, e.g. "Digital Foundations". */
  title: string;
  /** What is taught, exactly four per block. */
  topics: readonly string[];
}

/** A quote from a graduate. */
export interface Testimonial {
  /** The person's name. */
  name: string;
  /** Where she lives, e.g. "Brikama, The Gambia". */
  location: string;
  /** Her words, without quotation marks. */
  quote: string;
  /** What she does now, e.g. "Freelance web developer". */
  role: string;
}

/** A highlight of a program, shown with an icon. */
export interface Highlight {
  /** A short heading, e.g. "Phone and data provided". */
  title: string;
  /** One sentence. */
  description: string;
  /** The icon next to the title. */
  icon: IconName;
}

/** Everything the program detail page needs beyond the card. */
export interface ProgramDetail {
  /** The small label above the title, e.g. "Featured Program". */
  badge: string;
  /** One or two sentences under the title. */
  summary: string;
  /** The calls to action under the summary (Apply Now, Download Brochure). */
  actions: readonly CallToAction[];
  /** Four headline figures. */
  statistics: readonly Statistic[];
  /** The "bridging the divide" section. */
  approach: {
    heading: string;
    paragraphs: readonly string[];
    /** Short facts shown beside the text, e.g. "10 weeks intensive". */
    facts: readonly Statistic[];
  };
  /** Heading and the six items of the highlights list. */
  highlightsHeading: string;
  highlights: readonly Highlight[];
  /** Heading, introduction and blocks of the curriculum. */
  curriculumHeading: string;
  curriculumIntro: string;
  curriculum: readonly CurriculumBlock[];
  /** Heading and quotes from graduates. */
  testimonialsHeading: string;
  testimonials: readonly Testimonial[];
  /** The closing call to action. */
  closing: {
    heading: string;
    text: string;
    actions: readonly CallToAction[];
  };
  /** First month of the next cohort, e.g. "2024-01" (shown as "January 2024"). */
  nextCohortStart: IsoMonth;
  /** Last day to apply, e.g. "2023-12-15" (shown as "December 15, 2023"). */
  applicationDeadline: IsoDate;
  /** Languages of instruction, as people call them, e.g. "Mandinka". */
  languages: readonly string[];
  /** How the program is taught, for search engines: "online", "onsite" or "blended". */
  mode: "online" | "onsite" | "blended";
  /** Length in weeks, used for search engines (keep in step with `duration`). */
  weeks: number;
  /** One line for link previews and search results (70 to 160 characters). */
  metaDescription: string;
}

/** A program as shown on its card on the home page. */
export interface Program {
  /** The last part of the program page's address: /programs/<slug>. */
  slug: string;
  /** The program's name. */
  title: string;
  /** How long it runs, e.g. "12 weeks". */
  duration: string;
  /** Who it suits, e.g. "Beginner". */
  level: string;
  /** Two or three sentences. */
  description: string;
  /** Three or four short points. */
  features: readonly string[];
  /** The card's colour treatment. */
  style: ProgramStyle;
  /** The card's button. Give it an `href` to make it a link. */
  action: CallToAction;
  /** Present only for programs that have their own page. */
  detail?: ProgramDetail;
}

/** A way to get involved, shown as a card. */
export interface InvolvementOption {
  title: string;
  description: string;
  icon: IconName;
  action: CallToAction;
}

/** Site-wide facts: the organisation, its contact details and the footer. */
export interface Site {
  name: string;
  shortName: string;
  description: string;
  siteUrl: string;
  language: string;
  locale: string;
  foundingYear: number;
  countriesServed: readonly string[];
  /** The first link a keyboard user reaches, jumping past the header. */
  skipLinkLabel: string;
  contact: {
    email: string;
    phone: string;
    address: { street: string; locality: string; country: string };
  };
  footer: {
    tagline: string;
    linkHref: string;
    programsHeading: string;
    involvedHeading: string;
    connectHeading: string;
    social: readonly FooterLink[];
    newsletter: {
      heading: string;
      text: string;
      fieldLabel: string;
      buttonLabel: string;
      providerUrl: string;
    };
    copyrightYear: number;
    copyrightText: string;
  };
}

/** A heading with a line or two of text under it. */
export interface TextBlock {
  heading: string;
  text: string;
}

/** Every word and figure on the home page (home.ts). */
export interface HomeContent {
  title: string;
  metaDescription: string;
  hero: {
    eyebrow: string;
    heading: string;
    text: string;
    actions: readonly CallToAction[];
    statistics: readonly Statistic[];
    imageAlt: string;
  };
  mission: {
    heading: string;
    intro: string;
    values: readonly Value[];
    story: { heading: string; paragraphs: readonly string[] };
    statistics: readonly Statistic[];
  };
  programs: {
    heading: string;
    intro: string;
    consultation: TextBlock & { action: CallToAction };
  };
  getInvolved: {
    heading: string;
    intro: string;
    options: readonly InvolvementOption[];
    readyBlock: TextBlock & { actions: readonly CallToAction[] };
    contactHeading: string;
  };
}

/** Words shared by every program page (programs.ts). */
export interface ProgramPageWords {
  backLink: { label: string; href: string };
  keyFactsHeading: string;
  languagesLabel: string;
  statisticsHeading: string;
  nextCohortLabel: string;
  applicationDeadlineLabel: string;
}

/** The 404 page, and the page shown if something breaks (not-found.ts). */
export interface NotFoundContent {
  title: string;
  metaDescription: string;
  code: string;
  heading: string;
  text: string;
  homeLink: { label: string; href: string };
  /** Shown if a page fails to render (should never reach a visitor). */
  error: TextBlock;
}
