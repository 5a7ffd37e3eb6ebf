import { describe, expect, it } from "vitest";
import { nearBudgetWarning, overBudgetProblem, type MeasuredPage } from "./page-sizes.ts";

const frenchHome: MeasuredPage = {
  page: {
    kind: "home",
    name: "home page",
    address: "/fr/",
    language: { code: "fr", name: "Français", prefix: "/fr", locale: "fr_FR" },
  },
  file: "content/home.fr.yml",
  bytes: 14_846,
  longest: [
    { heading: "Nos programmes", characters: 3_104 },
    { heading: "Notre mission", characters: 2_050 },
    { heading: "S’engager", characters: 758 },
  ],
  ownLanguage: "en",
};

describe("what the build says of a page's size", () => {
  it("stops at a page past the first round trip, saying what to shorten", () => {
    expect(overBudgetProblem(frenchHome)).toBe(
      "content/home.fr.yml: the French home page (/fr/) is 14,846 bytes, 246 more than a phone receives in its first round trip (14,600), so on a slow connection it would take a second round trip, about a second more, to show. To publish it, shorten its longest sections, “Nos programmes” (3,104 characters) and “Notre mission” (2,050 characters), or show fewer programs on it (Home page › Programs › Programs shown).",
    );
  });

  it("warns of a page close to it, in the site's own language without naming it", () => {
    const programPage: MeasuredPage = {
      ...frenchHome,
      page: {
        kind: "program",
        name: "“Digital Bridge Gambia” page",
        address: "/programs/digital-bridge-gambia/",
        language: { code: "en", name: "English", prefix: "", locale: "en_US" },
      },
      file: "content/programs/digital-bridge-gambia.yml",
      bytes: 13_900,
      longest: [{ heading: "10-Week Curriculum", characters: 2_400 }],
    };
    expect(nearBudgetWarning(programPage)).toBe(
      "content/programs/digital-bridge-gambia.yml: the “Digital Bridge Gambia” page (/programs/digital-bridge-gambia/) is 13,900 bytes, close to the 14,600 a phone receives in its first round trip: past it, the page takes a second round trip to show. Before adding text to it, shorten its longest sections, “10-Week Curriculum” (2,400 characters).",
    );
  });

  it("asks for shorter descriptions of the events to come, never fewer events", () => {
    const events: MeasuredPage = {
      ...frenchHome,
      page: { ...frenchHome.page, kind: "events", name: "page of events", address: "/fr/events/" },
      file: "content/site.fr.yml",
      bytes: 14_700,
      longest: [
        { heading: "À venir", characters: 9_800 },
        { heading: "Événements passés", characters: 2_900 },
      ],
    };
    expect(overBudgetProblem(events)).toBe(
      "content/site.fr.yml: the French page of events (/fr/events/) is 14,700 bytes, 100 more than a phone receives in its first round trip (14,600), so on a slow connection it would take a second round trip, about a second more, to show. To publish it, shorten its longest sections, “À venir” (9,800 characters) and “Événements passés” (2,900 characters), or shorten the titles, places and descriptions of the events to come.",
    );
  });
});
