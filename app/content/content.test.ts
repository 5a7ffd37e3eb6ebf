import { describe, expect, it } from "vitest";
import { checkNoEmptyText, checkPrograms, checkSite } from "~/lib/content-checks";
import { formatDate, formatMonth } from "~/lib/dates";
import { home } from "./home";
import { notFound } from "./not-found";
import { programPage, programs } from "./programs";
import { site } from "./site";
import type { Program } from "./types";

describe("the content as written", () => {
  it("has no problems in programs.ts", () => {
    expect(checkPrograms(programs)).toEqual([]);
  });

  it("has no problems in site.ts", () => {
    expect(checkSite(site)).toEqual([]);
  });

  it("has no empty text in any content file", () => {
    expect([
      ...checkNoEmptyText(home, "app/content/home.ts", "home"),
      ...checkNoEmptyText(programs, "app/content/programs.ts", "programs"),
      ...checkNoEmptyText(programPage, "app/content/programs.ts", "programPage"),
      ...checkNoEmptyText(notFound, "app/content/not-found.ts", "notFound"),
      ...checkNoEmptyText(site, "app/content/site.ts", "site", ["site.footer.newsletter.providerUrl"]),
    ]).toEqual([]);
  });

  it("keeps the home page's meta description within 70 to 160 characters", () => {
    expect(home.metaDescription.length).toBeGreaterThanOrEqual(70);
    expect(home.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it("shows the Digital Bridge Gambia dates as the spec writes them", () => {
    const gambia = programs.find((program) => program.slug === "digital-bridge-gambia");
    expect(gambia?.detail).toBeDefined();
    expect(formatMonth(gambia!.detail!.nextCohortStart)).toBe("January 2024");
    expect(formatDate(gambia!.detail!.applicationDeadline)).toBe("December 15, 2023");
  });

  it("derives the years of impact from the founding year", () => {
    expect(site.foundingYear).toBe(2018);
    expect(home.mission.statistics[0]).toEqual({ value: "6", label: "Years of impact" });
  });

  it("serves 15 countries, as the statistics claim", () => {
    expect(site.countriesServed).toHaveLength(15);
    expect(home.hero.statistics).toContainEqual({ value: "15", label: "Countries served" });
  });
});

describe("the content checks catch a volunteer's mistakes", () => {
  const gambia = programs.find((program) => program.detail) as Program;

  function withDetail(change: Partial<NonNullable<Program["detail"]>>): Program[] {
    return [{ ...gambia, detail: { ...gambia.detail!, ...change } }];
  }

  it("names the file and field of a date that does not exist", () => {
    expect(checkPrograms(withDetail({ applicationDeadline: "2023-02-30" }))).toEqual([
      'app/content/programs.ts: programs[0].detail.applicationDeadline must be a real date written YYYY-MM-DD, got "2023-02-30"',
    ]);
  });

  it("names a month that does not exist", () => {
    expect(checkPrograms(withDetail({ nextCohortStart: "2024-13" }))).toContain(
      'app/content/programs.ts: programs[0].detail.nextCohortStart must be a real month written YYYY-MM, got "2024-13"',
    );
  });

  it("notices a deadline after the cohort starts", () => {
    expect(checkPrograms(withDetail({ applicationDeadline: "2024-02-01" }))).toEqual([
      "app/content/programs.ts: programs[0].detail.applicationDeadline must fall before the month in nextCohortStart",
    ]);
  });

  it("names a curriculum block with a topic missing", () => {
    const curriculum = gambia.detail!.curriculum.map((block, index) =>
      index === 2 ? { ...block, topics: block.topics.slice(0, 3) } : block,
    );
    expect(checkPrograms(withDetail({ curriculum }))).toEqual([
      "app/content/programs.ts: programs[0].detail.curriculum[2].topics must have 4 topics, has 3",
    ]);
  });

  it("names an empty field and a duplicate slug", () => {
    const broken = [...programs, { ...programs[0]!, title: " " }] as Program[];
    expect(checkPrograms(broken)).toEqual([
      "app/content/programs.ts: programs[4].title is missing or empty",
      'app/content/programs.ts: programs[4].slug "tech-foundations" is used by another program',
    ]);
  });

  it("names a testimonial without a quote", () => {
    const testimonials = [{ ...gambia.detail!.testimonials[0]!, quote: "" }];
    expect(checkPrograms(withDetail({ testimonials }))).toEqual([
      "app/content/programs.ts: programs[0].detail.testimonials[0].quote is missing or empty",
    ]);
  });

  it("names any empty text by its field", () => {
    const broken = {
      ...home,
      hero: { ...home.hero, actions: [{ label: "Join Our Programs" }, { label: " " }] },
    };
    expect(checkNoEmptyText(broken, "app/content/home.ts", "home")).toEqual([
      "app/content/home.ts: home.hero.actions[1].label is empty",
    ]);
  });

  it("names a program link that does not lead to the program's own page", () => {
    const card = programs.find((program) => program.detail)!;
    const wrongLink = { ...card, action: { ...card.action, href: "/programs/digital-bridge" } } as Program;
    expect(checkPrograms([wrongLink])).toEqual([
      'app/content/programs.ts: programs[0].action.href must be "/programs/digital-bridge-gambia/", the program\'s own page, got "/programs/digital-bridge"',
    ]);
  });

  it("names a site address with a trailing slash", () => {
    expect(checkSite({ ...site, siteUrl: "https://example.org/" })).toEqual([
      'app/content/site.ts: site.siteUrl must be https://host with no path or trailing slash, got "https://example.org/"',
    ]);
  });
});
