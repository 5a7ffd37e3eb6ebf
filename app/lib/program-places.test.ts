import { describe, expect, it } from "vitest";
import { hasProgramsBeyond, programsByPlace, programsShown } from "./program-places.ts";

const program = (slug: string, location: string) => ({ slug, location });
const programs = [
  program("lagos-cohort", "NG"),
  program("web-basics", "online"),
  program("digital-bridge-gambia", "GM"),
  program("digital-bridge-senegal", "SN"),
  program("data-skills", "online"),
];
const countries = [
  { name: "The Gambia", code: "GM" },
  { name: "Ghana", code: "GH" },
  { name: "Nigeria", code: "NG" },
  { name: "Senegal", code: "SN" },
];

describe("the programs the home page shows", () => {
  it("are those the staff chose, in their order, whatever the files' order", () => {
    expect(
      programsShown(programs, ["digital-bridge-senegal", "web-basics"]).map((shown) => shown.slug),
    ).toEqual(["digital-bridge-senegal", "web-basics"]);
  });

  it("lead to the page of all programs only when some are left out", () => {
    expect(
      hasProgramsBeyond(
        programs,
        programs.map((shown) => shown.slug),
      ),
    ).toBe(false);
    expect(hasProgramsBeyond(programs, ["web-basics", "data-skills"])).toBe(true);
  });
});

describe("the page of all programs, by where they run", () => {
  const places = programsByPlace(programs, countries, "Online");

  it("follows the site's list of countries, leaves out those with no program and ends with online", () => {
    expect(places.map((place) => [place.id, place.name])).toEqual([
      ["place-gm", "The Gambia"],
      ["place-ng", "Nigeria"],
      ["place-sn", "Senegal"],
      ["place-online", "Online"],
    ]);
  });

  it("keeps every program once, in the order it came in", () => {
    expect(places.flatMap((place) => place.programs.map((listed) => listed.slug)).toSorted()).toEqual(
      programs.map((listed) => listed.slug).toSorted(),
    );
    expect(places.at(-1)!.programs.map((listed) => listed.slug)).toEqual(["web-basics", "data-skills"]);
  });
});
