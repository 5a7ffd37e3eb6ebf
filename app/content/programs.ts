// The four programs shown on the home page, and the detail page of Digital Bridge Gambia.
// A program with a `detail` entry gets its own page at /programs/<slug>: adding a second
// program page needs only a `detail` here (see README, "Adding a program page").
// SAMPLE marks text written for launch that the program team should check.
import type { Program, ProgramPageWords } from "./types.ts";

// Digital Bridge Gambia's figures that appear in more than one place.
/** Length in weeks: the duration, the curriculum heading and the search data follow it. */
const gambiaWeeks = 10;
/** Villages reached, shown as a statistic and in a highlight. */
const gambiaVillages = "12";

export const programs = [
  {
    slug: "tech-foundations",
    title: "Tech Foundations",
    duration: "12 weeks",
    level: "Beginner",
    // SAMPLE: description and features.
    description:
      "Start from zero: how computers and the web work, then your first web pages, spreadsheets and everyday digital tools.",
    features: [
      "HTML, CSS and first steps in JavaScript",
      "Digital literacy and online safety",
      "Weekly mentor check-ins",
      "Certificate of completion",
    ],
    style: "primary",
    action: { label: "Learn More", context: "about Tech Foundations" },
  },
  {
    slug: "advanced-development",
    title: "Advanced Development",
    duration: "16 weeks",
    level: "Intermediate",
    // SAMPLE: description and features.
    description:
      "Build real applications with modern tools, review code with working engineers and finish with a portfolio project.",
    features: [
      "JavaScript, TypeScript and React",
      "APIs, databases and deployment",
      "Code reviews with industry mentors",
      "Portfolio capstone project",
    ],
    style: "secondary",
    action: { label: "Learn More", context: "about Advanced Development" },
  },
  {
    slug: "entrepreneur-accelerator",
    title: "Entrepreneur Accelerator",
    duration: "8 weeks",
    level: "All levels",
    // SAMPLE: description and features.
    description:
      "Turn an idea into a business: test it with customers, plan the numbers and pitch to partners and funders.",
    features: [
      "Business model and customer research",
      "Finance basics and pricing",
      "Pitch coaching and demo day",
      "Access to partner investors",
    ],
    style: "accent",
    action: { label: "Learn More", context: "about Entrepreneur Accelerator" },
  },
  {
    slug: "digital-bridge-gambia",
    title: "Digital Bridge Gambia",
    duration: `${gambiaWeeks} weeks`,
    level: "Beginner to Intermediate",
    description:
      "A mobile-first program for women in rural Gambia: a phone and data are provided, and classes are taught in Mandinka, Wolof and English.",
    features: [
      "Mobile phone and data plan provided",
      "Taught in Mandinka, Wolof and English",
      "Flexible schedule around family and farm work",
      "Connections to remote work",
    ],
    style: "featured",
    action: {
      label: "Learn More",
      context: "about Digital Bridge Gambia",
      href: "/programs/digital-bridge-gambia/",
    },
    detail: {
      badge: "Featured Program",
      summary:
        "Hands-on digital training for women in rural Gambia, taught on the phone in your pocket and in the language you speak at home.",
      actions: [{ label: "Apply Now" }, { label: "Download Brochure" }],
      statistics: [
        { value: "150+", label: "Women trained" },
        { value: gambiaVillages, label: "Villages reached" },
        { value: "$85K", label: "Average income increase" },
        { value: "95%", label: "Mobile device usage" },
      ],
      approach: {
        heading: "Bridging the Digital Divide",
        // SAMPLE: the two paragraphs.
        paragraphs: [
          "Most women in rural Gambia go online with a phone, not a laptop. So the program is built for the phone: every lesson, exercise and project works on a small screen and a slow connection.",
          "Each participant receives a smartphone and a data plan for the whole course. Small groups meet in their own village with a local facilitator, and mentors join by voice and video.",
        ],
        facts: [
          { value: `${gambiaWeeks} weeks`, label: "Intensive" },
          { value: "Mobile-first", label: "Device provided" },
        ],
      },
      highlightsHeading: "Program Highlights",
      highlights: [
        {
          title: "Phone and data provided",
          description: "A smartphone and a data plan for the whole program, yours to keep learning with.",
          icon: "smartphone",
        },
        {
          title: "Mandinka, Wolof and English",
          description:
            "Instruction in the languages participants speak every day, with English for tech terms.",
          icon: "languages",
        },
        {
          title: "Flexible scheduling",
          description: "Morning and evening groups, planned around family, market and farm work.",
          icon: "calendar-clock",
        },
        {
          title: "Remote-work connections",
          description: "Introductions to employers and freelance platforms that hire remote workers.",
          icon: "briefcase",
        },
        {
          title: "Mentorship",
          description: "A mentor from our network who checks in every week, during and after the course.",
          icon: "user-round-check",
        },
        {
          title: "Community and alumni network",
          description: `A lasting group of graduates across ${gambiaVillages} villages who share work and help each other.`,
          icon: "network",
        },
      ],
      curriculumHeading: `${gambiaWeeks}-Week Curriculum`,
      curriculumIntro: "Five two-week blocks, each ending with a small project you can show.",
      // SAMPLE: the topics of each block.
      curriculum: [
        {
          weekRange: "Weeks 1–2",
          title: "Digital Foundations",
          topics: [
            "Using a smartphone with confidence",
            "Email, messaging and cloud storage",
            "Staying safe online",
            "Searching and judging information",
          ],
        },
        {
          weekRange: "Weeks 3–4",
          title: "Web Development Basics",
          topics: [
            "How the web works",
            "Writing pages with HTML",
            "Styling with CSS",
            "Publishing your first page",
          ],
        },
        {
          weekRange: "Weeks 5–6",
          title: "Interactive Development",
          topics: [
            "First steps in JavaScript",
            "Forms and buttons that respond",
            "Building for small screens",
            "A mini project for a local business",
          ],
        },
        {
          weekRange: "Weeks 7–8",
          title: "Remote Work Skills",
          topics: [
            "Freelance platforms and profiles",
            "Communicating with clients",
            "Managing time and tasks",
            "Mobile money and getting paid",
          ],
        },
        {
          weekRange: "Weeks 9–10",
          title: "Launch & Connect",
          topics: [
            "Building your portfolio",
            "Pitching your skills",
            "Meeting employers and mentors",
            "Graduation and alumni network",
          ],
        },
      ],
      testimonialsHeading: "Stories from Our Graduates",
      // PLACEHOLDER: names and quotes (the spec shows names only as {name}).
      testimonials: [
        {
          name: "Fatou",
          location: "Brikama, The Gambia",
          quote:
            "I had never used a computer. Now I build pages for shops in my town, and I do it all from my phone.",
          role: "Freelance web designer",
        },
        {
          name: "Awa",
          location: "Soma, The Gambia",
          quote:
            "The lessons were in Mandinka, so I understood everything. My daughters now learn from me in the evenings.",
          role: "Digital skills facilitator",
        },
        {
          name: "Isatou",
          location: "Farafenni, The Gambia",
          quote:
            "My mentor helped me find my first remote client. I earn more now than I did in a whole season at the market.",
          role: "Remote customer support agent",
        },
      ],
      closing: {
        heading: "Ready to Cross the Bridge?",
        text: "Join the next cohort of women in rural Gambia learning digital skills on their phones, or help another woman take her place.",
        actions: [{ label: "Apply for Next Cohort" }, { label: "Support This Program" }],
      },
      nextCohortStart: "2024-01",
      applicationDeadline: "2023-12-15",
      languages: ["Mandinka", "Wolof", "English"],
      mode: "blended",
      weeks: gambiaWeeks,
      metaDescription: `A ${gambiaWeeks}-week, mobile-first digital skills program for women in rural Gambia, taught in Mandinka, Wolof and English, with a phone and data provided.`,
    },
  },
] satisfies readonly Program[];

/** Words shared by every program page. */
export const programPage = {
  /** The link back to the home page, at the top of each program page. */
  backLink: { label: "Back to Programs", href: "/" },
  /** The card beside the title: next cohort, deadline and languages. */
  keyFactsHeading: "Key facts",
  /** The label of the languages in that card: "Taught in" / "Mandinka, Wolof and English". */
  languagesLabel: "Taught in",
  /** Heading of the four figures, read by screen readers only. */
  statisticsHeading: "Program at a glance",
  /** "Next cohort starts January 2024", in the key facts and the closing note. */
  nextCohortLabel: "Next cohort starts",
  /** "Applications close December 15, 2023", in the key facts and the closing note. */
  applicationDeadlineLabel: "Applications close",
} satisfies ProgramPageWords;
