// What ../shared/SPEC.md says each page shows, word for word. The browser tests check the
// built pages against this list: a change to a figure or date the spec names belongs here
// too (and in the spec).

export const routes = {
  home: "/",
  program: "/programs/digital-bridge-gambia",
} as const;

export const homeSpec = {
  heading: "Empowering Women in Technology",
  heroButtons: ["Join Our Programs", "Learn More"],
  statistics: [
    ["500+", "Women trained"],
    ["85%", "Career growth"],
    ["120+", "Startups founded"],
    ["15", "Countries served"],
    ["6", "Years of impact"],
    ["50+", "Partner organisations"],
    ["25", "Cities"],
    ["95%", "Satisfaction"],
  ],
  texts: ["2024 impact report", "Founded in 2018"],
  values: ["Empowerment", "Inclusion", "Innovation"],
  programs: [
    ["Tech Foundations", "12 weeks", "Beginner"],
    ["Advanced Development", "16 weeks", "Intermediate"],
    ["Entrepreneur Accelerator", "8 weeks", "All levels"],
    ["Digital Bridge Gambia", "10 weeks", "Beginner to Intermediate"],
  ],
  involvement: [
    ["Join as a Student", "Apply Now"],
    ["Become a Mentor", "Mentor Today"],
    ["Partner with Us", "Partner Up"],
    ["Make a Donation", "Donate"],
  ],
  readyHeading: "Ready to Get Started?",
  readyButtons: ["Join Our Community", "Contact Us"],
  footerColumns: ["Programs", "Get Involved", "Connect"],
  copyright: "© 2024",
};

export const programSpec = {
  title: "Digital Bridge Gambia",
  backLink: "Back to Programs",
  badge: "Featured Program",
  heroButtons: ["Apply Now", "Download Brochure"],
  statistics: [
    ["150+", "Women trained"],
    ["12", "Villages reached"],
    ["$85K", "Average income increase"],
    ["95%", "Mobile device usage"],
  ],
  approach: ["10 weeks", "Intensive", "Mobile-first", "Device provided"],
  highlightCount: 6,
  highlightWords: ["Mandinka", "Wolof", "English", "Mentorship", "Flexible scheduling"],
  curriculum: [
    "Digital Foundations",
    "Web Development Basics",
    "Interactive Development",
    "Remote Work Skills",
    "Launch & Connect",
  ],
  topicsPerBlock: 4,
  testimonialCount: 3,
  closingButtons: ["Apply for Next Cohort", "Support This Program"],
  nextCohort: "January 2024",
  applicationDeadline: "December 15, 2023",
};

export const notFoundSpec = {
  heading: "Oops! Page not found",
  homeLink: "Return to Home",
};
