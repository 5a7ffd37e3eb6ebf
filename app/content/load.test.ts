/* eslint-disable @typescript-eslint/no-explicit-any -- the tests write deliberately wrong values into parsed YAML */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { contentCopy } from "#tests/fixtures/content-copy.ts";
import { loadContent } from "./load.server.ts";

const gambiaFile = "programs/digital-bridge-gambia.yml";
const copy = contentCopy("tests/fixtures/launch-content");
const { edit, problems } = copy;

describe("the content loader", () => {
  it("reads the launch content, with the programs in their home page order", () => {
    const content = loadContent(copy.folder());
    expect(content.programs.map((program) => [program.slug, program.order])).toEqual([
      ["tech-foundations", 1],
      ["advanced-development", 2],
      ["entrepreneur-accelerator", 3],
      ["digital-bridge-gambia", 4],
    ]);
    expect(content.programs.filter((program) => program.page).map((program) => program.slug)).toEqual([
      "digital-bridge-gambia",
    ]);
  });

  it("takes a legitimate edit: new cohort dates", () => {
    edit(gambiaFile, (data) => {
      data.page.applicationDeadline = "2026-07-31";
      data.page.nextCohortStart = "2026-09";
    });
    const gambia = loadContent(copy.folder()).programs.find(
      (program) => program.slug === "digital-bridge-gambia",
    );
    expect(gambia?.page).toMatchObject({ applicationDeadline: "2026-07-31", nextCohortStart: "2026-09" });
  });
});

describe("a volunteer's mistakes, in plain words", () => {
  it("a date written the British way", () => {
    edit(gambiaFile, (data) => (data.page.applicationDeadline = "31/07/2026"));
    expect(problems()).toEqual([
      'content/programs/digital-bridge-gambia.yml: Program page › Application deadline "31/07/2026" is not a date. Write it as 2026-07-31.',
    ]);
  });

  it("a day that does not exist, and a month that does not exist", () => {
    edit(gambiaFile, (data) => {
      data.page.applicationDeadline = "2026-02-30";
      data.page.nextCohortStart = "2026-13";
    });
    expect(problems()).toEqual([
      'content/programs/digital-bridge-gambia.yml: Program page › Next cohort start "2026-13" is not a month. Write it as year-month, such as 2026-09.',
      'content/programs/digital-bridge-gambia.yml: Program page › Application deadline "2026-02-30" is not a date. Write it as year-month-day, such as 2026-07-31.',
    ]);
  });

  it("a deadline after the cohort starts, quoting both dates", () => {
    edit(gambiaFile, (data) => {
      data.page.applicationDeadline = "2026-09-15";
      data.page.nextCohortStart = "2026-09";
    });
    expect(problems()).toEqual([
      'content/programs/digital-bridge-gambia.yml: Program page › Application deadline "2026-09-15" (September 15, 2026) must come before the next cohort starts, "2026-09" (September 2026). Move the deadline earlier or the start later.',
    ]);
  });

  it("an empty testimonial quote, named by whose it is", () => {
    edit(gambiaFile, (data) => (data.page.testimonials.items[1].quote = " "));
    expect(problems()).toEqual([
      "content/programs/digital-bridge-gambia.yml: Program page › Testimonials › Testimonial 2 “Awa” › Quote is empty. Fill it in: her words, without quotation marks.",
    ]);
  });

  it("a curriculum block with a topic missing, named by its title", () => {
    edit(gambiaFile, (data) => data.page.curriculum.items[2].topics.pop());
    expect(problems()).toEqual([
      "content/programs/digital-bridge-gambia.yml: Program page › Curriculum › Blocks › Block 3 “Interactive Development” › Topics has 3 items; it needs exactly 4.",
    ]);
  });

  it("a missing field, with what belongs there", () => {
    edit(gambiaFile, (data) => delete data.page.badge);
    expect(problems()).toEqual([
      'content/programs/digital-bridge-gambia.yml: Program page › Badge is missing. Add it: the small label above the title, e.g. "Featured Program".',
    ]);
  });

  it("a misspelt field name", () => {
    edit("home.yml", (data) => {
      data.hero.heding = data.hero.heading;
      delete data.hero.heading;
    });
    expect(problems()).toEqual([
      "content/home.yml: Hero › Heading is missing. Add it: the page's main heading; also its title in browser tabs. At most 60 characters: the page's title in search results.",
      'content/home.yml: Hero has a field "heding" that the site does not use. Check its spelling, or remove it.',
    ]);
  });

  it("words where a number belongs, and a choice that does not exist", () => {
    edit(gambiaFile, (data) => {
      data.weeks = "ten";
      data.style = "purple";
    });
    expect(problems()).toEqual([
      'content/programs/digital-bridge-gambia.yml: Length in weeks "ten" is not a whole number. Write digits only, such as 10.',
      'content/programs/digital-bridge-gambia.yml: Card colour "purple" is not one of the choices. Write one of: primary (Purple), secondary (Light purple), accent (Orange), featured (Orange, framed (featured)).',
    ]);
  });

  it("a phone number without its country code; other ways of writing it are taken", () => {
    edit("site.yml", (data) => (data.contact.phone = "441 2357"));
    expect(problems()).toEqual([
      'content/site.yml: Contact details › Phone "441 2357" is not in the right form. Write it as it is dialled from abroad: + and the country code first, such as +220 000 0000.',
    ]);
    for (const phone of ["(+220) 441 2357", "+220-441-2357", "+2204412357"]) {
      edit("site.yml", (data) => (data.contact.phone = phone));
      expect(problems(), phone).toEqual([]);
    }
  });

  it("a countries figure that no longer matches the list of countries", () => {
    edit("site.yml", (data) => data.countriesServed.push({ name: "Benin", code: "BJ" }));
    expect(problems()).toEqual([
      "content/home.yml: Hero › Statistics › Statistic 4 “Countries served” › Figure says 15, but content/site.yml lists 16 countries under Countries served. Make them agree.",
    ]);
  });

  it("two programs of one title", () => {
    cpSync(
      path.join(copy.folder(), gambiaFile),
      path.join(copy.folder(), "programs/digital-bridge-senegal.yml"),
    );
    expect(problems()).toEqual([
      'content/programs/digital-bridge-senegal.yml: Title "Digital Bridge Gambia" is the title of content/programs/digital-bridge-gambia.yml too. Give each program its own title.',
    ]);
  });

  it("a page whose title another page of its language has: a copied program's form", () => {
    const gambia = parse(readFileSync(path.join(copy.folder(), gambiaFile), "utf8")) as Record<string, any>;
    const fixtureGambia = parse(
      readFileSync(path.resolve("tests/fixtures/full-content", gambiaFile), "utf8"),
    ) as Record<string, any>;
    gambia.page.application = fixtureGambia.page.application;
    writeFileSync(path.join(copy.folder(), gambiaFile), stringify(gambia));
    writeFileSync(
      path.join(copy.folder(), "programs/digital-bridge-senegal.yml"),
      stringify({ ...gambia, title: "Digital Bridge Senegal", location: "SN" }),
    );
    expect(problems()).toEqual([
      'content/programs/digital-bridge-senegal.yml: Program page › Application form › Heading "Apply to Digital Bridge Gambia" is also the title of content/programs/digital-bridge-gambia.yml (Program page › Application form › Heading), and search results would show the two pages alike. Give this page a title of its own.',
    ]);
  });

  it("a program in a country the site does not list", () => {
    edit(gambiaFile, (data) => (data.location = "BJ"));
    expect(problems()).toEqual([
      'content/programs/digital-bridge-gambia.yml: Where it runs "BJ" is not among the countries in content/site.yml (Countries served). Add the country there, or write the code of one listed, or "online".',
    ]);
  });

  it("a country written by name where its code goes, and two countries of one code", () => {
    edit("programs/tech-foundations.yml", (data) => (data.location = "Gambia"));
    edit("site.yml", (data) => (data.countriesServed[1].code = "GM"));
    expect(problems()).toEqual([
      'content/programs/tech-foundations.yml: Where it runs "Gambia" is not in the right form. Write the country\'s two-letter code in capitals, such as "GM" for The Gambia, or "online".',
      'content/site.yml: Countries served › Country 2 “Senegal” › Country code "GM" is the code of Country 1 too. Each country has its own code.',
    ]);
  });

  it("a home page that shows a program that does not exist, or one twice", () => {
    edit("home.yml", (data) => data.programs.shown.push("tech-foundation", "tech-foundations"));
    expect(problems()).toEqual([
      `content/home.yml: Programs › Programs shown › Program 5 "tech-foundation" is not one of the site's programs: there is no content/programs/tech-foundation.yml. Choose one, such as advanced-development, or remove it.`,
      'content/home.yml: Programs › Programs shown › Program 6 "tech-foundations" is listed twice. Remove one.',
    ]);
  });

  it("takes positions past 99, and programs with none, after those with one", () => {
    cpSync(
      path.join(copy.folder(), gambiaFile),
      path.join(copy.folder(), "programs/digital-bridge-senegal.yml"),
    );
    edit("programs/digital-bridge-senegal.yml", (data) => {
      data.title = "Digital Bridge Senegal";
      data.order = 100;
    });
    edit("programs/tech-foundations.yml", (data) => delete data.order);
    expect(loadContent(copy.folder()).programs.map((program) => program.slug)).toEqual([
      "advanced-development",
      "entrepreneur-accelerator",
      "digital-bridge-gambia",
      "digital-bridge-senegal",
      "tech-foundations",
    ]);
  });

  it("a program file whose name cannot be a page address", () => {
    cpSync(path.join(copy.folder(), gambiaFile), path.join(copy.folder(), "programs/Digital Bridge 2.yml"));
    edit("programs/Digital Bridge 2.yml", (data) => (data.title = "Digital Bridge 2"));
    expect(problems()).toEqual([
      "content/programs/Digital Bridge 2.yml: The file name becomes the page's address, so it must be lowercase words joined by hyphens. Rename it to digital-bridge-2.yml.",
    ]);
  });

  it("two files for one program address", () => {
    cpSync(
      path.join(copy.folder(), gambiaFile),
      path.join(copy.folder(), "programs/digital-bridge-gambia.yaml"),
    );
    edit("programs/digital-bridge-gambia.yaml", (data) => (data.order = 5));
    expect(problems()).toEqual([
      "content/programs/digital-bridge-gambia.yaml: Program files end in .yml, the ending the editor reads. Rename it to digital-bridge-gambia.yml.",
      "content/programs/digital-bridge-gambia.yml: content/programs/digital-bridge-gambia.yaml already has this name: give one of them another name.",
    ]);
  });

  it("a number in quotes, a number that is not whole, and a choice left out", () => {
    edit(gambiaFile, (data) => {
      data.order = "4";
      data.weeks = 12.5;
      delete data.page.mode;
    });
    expect(problems()).toEqual([
      "content/programs/digital-bridge-gambia.yml: Position is a number, so write it without quotes: 4.",
      'content/programs/digital-bridge-gambia.yml: Length in weeks "12.5" is not a whole number. Write digits only, such as 10.',
      "content/programs/digital-bridge-gambia.yml: Program page › How it is taught is missing. Add it: for search engines.",
    ]);
  });

  it("a file that is not valid YAML, with its line", () => {
    writeFileSync(
      path.join(copy.folder(), "not-found.yml"),
      'title: Page not found\nheading: "Oops!\ncode: 404\n',
    );
    expect(problems()).toHaveLength(1);
    expect(problems()[0]).toMatch(
      /^content\/not-found\.yml, line \d+: this is not valid YAML \(.+\)\. Check the indentation and the quotes there\.$/,
    );
  });

  it("a menu entry and a call to action that lead nowhere", () => {
    edit("site.yml", (data) => {
      data.navigation.menu[1] = "Digital Bridge Gambia";
      data.navigation.action = { label: "Donate" };
    });
    expect(problems()).toEqual([
      "content/site.yml: Menu and header › Menu › Entry 2 “Digital Bridge Gambia” leads nowhere: choose where it leads under Page or Form, or write a Link.",
      "content/site.yml: Menu and header › Call to action leads nowhere: choose where it leads under Page or Form, or write a Link.",
    ]);
  });

  it("takes a menu the staff empty, and no call to action", () => {
    edit("site.yml", (data) => {
      data.navigation.menu = [];
      delete data.navigation.action;
    });
    expect(problems()).toEqual([]);
  });

  it("a figure given its currency and its sign as well", () => {
    edit(gambiaFile, (data) => {
      data.page.statistics[2] = { value: "$85K", label: "Average income increase", currency: "USD" };
    });
    expect(problems()).toEqual([
      'content/programs/digital-bridge-gambia.yml: Program page › Statistics › Statistic 3 “Average income increase” › Figure "$85K" has a currency\'s sign, and the page writes the sign of its Currency too. Write the figure alone, such as 85K.',
    ]);
    edit(gambiaFile, (data) => (data.page.statistics[2].value = "85K"));
    expect(problems()).toEqual([]);
  });

  it("a search description too short for search engines", () => {
    edit("home.yml", (data) => (data.metaDescription = "Tech training for women."));
    expect(problems()).toEqual([
      "content/home.yml: Description for search engines is 24 characters long; write at least 70.",
    ]);
  });
});
