// Every word and figure on the home page, section by section from top to bottom.
// The program cards come from programs.ts; the contact details and footer from site.ts.
// SAMPLE marks text written for launch that the organisation should check.
import type { HomeContent } from "./types.ts";
import { site } from "./site.ts";

// Figures quoted in more than one place on the page.
/** Women who completed a program. */
const womenTrained = "500+";
/** Startups founded by graduates. */
const startupsFounded = "120+";
/** The year of the latest impact report, quoted in the Mission section. */
const impactReportYear = 2024;
const countries = site.countriesServed.length;

export const home = {
  /** The page title in the browser tab and in search results. */
  title: "Empowering Women in Technology",
  /** One line for link previews and search results (70 to 160 characters). */
  metaDescription: `Free tech training, mentorship and startup support for women in ${countries} countries. ${womenTrained} women trained and ${startupsFounded} startups founded since ${site.foundingYear}.`,
  hero: {
    /** The small line above the heading. */
    eyebrow: "Education · Mentorship · Entrepreneurship",
    /** The page's main heading. */
    heading: "Empowering Women in Technology",
    /** SAMPLE: the paragraph under the heading. */
    text: `We train women to build careers and companies in tech, with free courses, mentors who have done it before and a network that opens doors in ${countries} countries.`,
    /** The two buttons under the paragraph. */
    actions: [{ label: "Join Our Programs" }, { label: "Learn More" }],
    /** The four figures under the hero. */
    statistics: [
      { value: womenTrained, label: "Women trained" },
      { value: "85%", label: "Career growth" },
      { value: startupsFounded, label: "Startups founded" },
      { value: String(countries), label: "Countries served" },
    ],
    /** What the illustration shows, for people who cannot see it. */
    imageAlt:
      "Illustration: three women at work together, one at a laptop, one holding a phone showing code and one pointing to a growth chart.",
  },
  mission: {
    heading: "Our Mission",
    /** SAMPLE: the line under the heading. */
    intro:
      "Technology shapes who gets opportunity. We make sure women are among those who build it, lead it and profit from it.",
    /** The three values, each with an icon. SAMPLE: the descriptions. */
    values: [
      {
        title: "Empowerment",
        description: "Skills, confidence and income that women keep for life and pass on to others.",
        icon: "heart-handshake",
      },
      {
        title: "Inclusion",
        description: "Free places, local languages and mobile-first courses so no woman is left out.",
        icon: "users",
      },
      {
        title: "Innovation",
        description: "New ideas from women who know their communities' problems best.",
        icon: "lightbulb",
      },
    ],
    story: {
      heading: "Our Impact Story",
      /** SAMPLE: the two paragraphs. */
      paragraphs: [
        `Founded in ${site.foundingYear}, we started with one classroom and twelve students. Today our graduates work as developers, designers, analysts and founders across ${countries} countries.`,
        `Our ${impactReportYear} impact report found that most graduates moved into better-paid work within a year, and many now mentor the women who come after them.`,
      ],
    },
    /** The four figures beside the story. Years of impact count from the founding year. */
    statistics: [
      { value: String(impactReportYear - site.foundingYear), label: "Years of impact" },
      { value: "50+", label: "Partner organisations" },
      { value: "25", label: "Cities" },
      { value: "95%", label: "Satisfaction" },
    ],
  },
  programs: {
    heading: "Our Programs",
    /** SAMPLE: the line under the heading. */
    intro:
      "Four programs, from your first line of code to your first customers. All are free for participants.",
    /** The block under the program cards. */
    consultation: {
      heading: "Not sure which program is right for you?",
      text: "Talk to an advisor for 20 minutes. We will help you choose where to start.",
      action: { label: "Book a Free Consultation" },
    },
  },
  getInvolved: {
    heading: "Get Involved",
    intro: "There is a place for everyone who believes women belong in tech.",
    /** The four cards, each with its button. SAMPLE: the descriptions. */
    options: [
      {
        title: "Join as a Student",
        description: "Learn in-demand skills for free, with mentors and classmates by your side.",
        icon: "graduation-cap",
        action: { label: "Apply Now" },
      },
      {
        title: "Become a Mentor",
        description: "Give two hours a month to guide a woman starting out in tech.",
        icon: "users",
        action: { label: "Mentor Today" },
      },
      {
        title: "Partner with Us",
        description: "Host interns, sponsor a cohort or share your training expertise.",
        icon: "handshake",
        action: { label: "Partner Up" },
      },
      {
        title: "Make a Donation",
        description: "Fund a phone, a data plan or a whole course for a woman who needs it.",
        icon: "hand-coins",
        action: { label: "Donate" },
      },
    ],
    /** The coloured block under the cards. */
    readyBlock: {
      heading: "Ready to Get Started?",
      text: "Join a community of women changing what tech looks like, or write to us with a question.",
      actions: [{ label: "Join Our Community" }, { label: "Contact Us" }],
    },
    /** The heading over the email, phone and address (which are in site.ts). */
    contactHeading: "Get in Touch",
  },
} satisfies HomeContent;
