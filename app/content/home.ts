// Every word and figure on the home page, section by section from top to bottom.
// The program cards come from programs.ts; the contact details and footer from site.ts.
// SAMPLE marks text written for launch that the organisation should check.
import type { CallToAction, InvolvementOption, Statistic, Value } from "./types.ts";
import { site } from "./site.ts";

/** The year of the latest impact report, quoted in the Mission section. */
const impactReportYear = 2024;

export const home = {
  /** The page title in the browser tab and in search results. */
  title: "Empowering Women in Technology",
  /** One line for link previews and search results (70 to 160 characters). */
  metaDescription:
    "Free tech training, mentorship and startup support for women in 15 countries. 500+ women trained and 120+ startups founded since 2018.",
  hero: {
    eyebrow: "Education · Mentorship · Entrepreneurship",
    heading: "Empowering Women in Technology",
    // SAMPLE
    text: "We train women to build careers and companies in tech, with free courses, mentors who have done it before and a network that opens doors in 15 countries.",
    actions: [{ label: "Join Our Programs" }, { label: "Learn More" }] satisfies CallToAction[],
    statistics: [
      { value: "500+", label: "Women trained" },
      { value: "85%", label: "Career growth" },
      { value: "120+", label: "Startups founded" },
      { value: "15", label: "Countries served" },
    ] satisfies Statistic[],
    imageAlt:
      "Illustration: three women at work together, one at a laptop, one holding a phone showing code and one pointing to a growth chart.",
  },
  mission: {
    heading: "Our Mission",
    // SAMPLE
    intro:
      "Technology shapes who gets opportunity. We make sure women are among those who build it, lead it and profit from it.",
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
    ] satisfies Value[],
    story: {
      heading: "Our Impact Story",
      // SAMPLE: the two paragraphs.
      paragraphs: [
        `Founded in ${site.foundingYear}, we started with one classroom and twelve students. Today our graduates work as developers, designers, analysts and founders across ${site.countriesServed.length} countries.`,
        `Our ${impactReportYear} impact report found that most graduates moved into better-paid work within a year, and many now mentor the women who come after them.`,
      ],
    },
    statistics: [
      { value: String(impactReportYear - site.foundingYear), label: "Years of impact" },
      { value: "50+", label: "Partner organisations" },
      { value: "25", label: "Cities" },
      { value: "95%", label: "Satisfaction" },
    ] satisfies Statistic[],
  },
  programs: {
    heading: "Our Programs",
    // SAMPLE
    intro:
      "Four programs, from your first line of code to your first customers. All are free for participants.",
    consultation: {
      heading: "Not sure which program is right for you?",
      text: "Talk to an advisor for 20 minutes. We will help you choose where to start.",
      action: { label: "Book a Free Consultation" } satisfies CallToAction,
    },
  },
  getInvolved: {
    heading: "Get Involved",
    intro: "There is a place for everyone who believes women belong in tech.",
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
    ] satisfies InvolvementOption[],
    readyBlock: {
      heading: "Ready to Get Started?",
      text: "Join a community of women changing what tech looks like, or write to us with a question.",
      actions: [{ label: "Join Our Community" }, { label: "Contact Us" }] satisfies CallToAction[],
    },
    contactHeading: "Get in Touch",
  },
};
