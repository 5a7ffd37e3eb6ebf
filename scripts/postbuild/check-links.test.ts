/* eslint-disable @typescript-eslint/no-explicit-any -- tests write deliberately wrong values into parsed YAML */
// Each kind of link a volunteer may get wrong, with the line the build prints: the form of a
// link is checked with the content, the pages, places and files it names against the built site.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentProblems } from "#app/content/content-error.ts";
import { loadContent, loadLanguages } from "#app/content/load.server.ts";
import { checkLinks } from "./check-links.ts";

let folder: string;
let client: string;
/** A built page with its places (ids), and the links it shows. */
const page = (file: string, ids: readonly string[], links: readonly string[] = []) => {
  mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
  writeFileSync(
    path.join(client, file),
    [
      ...ids.map((id) => `<section id="${id}"></section>`),
      ...links.map((link) => `<a href="${link.replaceAll("&", "&amp;")}">a link</a>`),
    ].join(""),
  );
};
const gambiaPlaces = ["approach", "next-cohort"];
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(path.resolve("tests/fixtures/launch-content"), folder, { recursive: true });
  client = mkdtempSync(path.join(tmpdir(), "client-"));
  page("index.html", ["mission", "programs", "get-involved", "contact"]);
  page("programs/digital-bridge-gambia/index.html", gambiaPlaces);
  page("404.html", []);
  mkdirSync(path.join(client, "files"));
  writeFileSync(path.join(client, "files/brochure.pdf"), "%PDF-1.4");
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(client, { recursive: true, force: true });
});

/** The lines a volunteer reads for the Apply Now button of the Digital Bridge Gambia page. */
function linesFor(destination: Record<string, string>): string[] {
  const file = path.join(folder, "programs/digital-bridge-gambia.yml");
  const data = parse(readFileSync(file, "utf8")) as { page: { buttons: unknown[] } };
  data.page.buttons[0] = { label: "Apply Now", ...destination };
  writeFileSync(file, stringify(data));
  // The program's page shows the button.
  page("programs/digital-bridge-gambia/index.html", gambiaPlaces, [
    destination.link ?? destination.file ?? "",
  ]);
  try {
    return checkLinks(client, loadContent(folder), "content").problems;
  } catch (error) {
    return [...(contentProblems(error) ?? [String(error)])].map((line) =>
      line.replace(`${folder}/`, "content/"),
    );
  }
}

const button = "content/programs/digital-bridge-gambia.yml: Program page › Buttons › Button 1 “Apply Now”";

describe("a button's link, as a volunteer may get it wrong", () => {
  it.each([
    [
      "an address without https",
      { link: "http://forms.example.org/apply" },
      `${button} › Link "http://forms.example.org/apply" starts with http://, which browsers mark as not secure. Write it with https://: form, payment and booking services all offer it.`,
    ],
    [
      "a script",
      { link: "javascript:alert(1)" },
      `${button} › Link "javascript:alert(1)" is not a place a visitor can be sent. Write an address starting with https://, mailto: with an email address, tel: with a phone number, a page of this site such as /programs/, or # and a place on the page.`,
    ],
    [
      "data in place of an address",
      { link: "data:text/html,hello" },
      `${button} › Link "data:text/html,hello" is not a place a visitor can be sent. Write an address starting with https://, mailto: with an email address, tel: with a phone number, a page of this site such as /programs/, or # and a place on the page.`,
    ],
    [
      "a misspelt address",
      { link: "https://forms example.org" },
      `${button} › Link "https://forms example.org" is not a web address. Check it for typing mistakes: it looks like https://example.org/apply.`,
    ],
    [
      "an email address with a piece missing",
      { link: "mailto:apply@example" },
      `${button} › Link "mailto:apply@example" is not an email address. Write mailto: and the address, and ?subject= and a subject if you want one: mailto:hello@example.org?subject=Mentor application.`,
    ],
    [
      "a phone number without its country code",
      { link: "tel:441 2357" },
      `${button} › Link "tel:441 2357" is not a phone number as it is dialled from abroad. Write tel: then + and the country code, such as tel:+220 000 0000.`,
    ],
    [
      "a place the page does not have",
      { link: "#get-involved" },
      `${button} › Link "#get-involved" leads to a place that /programs/digital-bridge-gambia/ does not have. Write one of: #approach, #next-cohort.`,
    ],
    [
      "a page the site does not have",
      { link: "/programs/digital-bridge/" },
      `${button} › Link "/programs/digital-bridge/" is not a page of this site. Write one of: /, /programs/digital-bridge-gambia/.`,
    ],
    [
      "a file that was never uploaded",
      { file: "/files/brochure-2026.pdf" },
      `${button} › File to download "/files/brochure-2026.pdf" is not among the uploaded files. Upload it in the editor, or put it in content/files/.`,
    ],
    [
      "a kind of file the site does not offer",
      { file: "/files/brochure.docx" },
      `${button} › File to download "/files/brochure.docx" is not a kind of file the site offers. Upload a PDF, or a JPEG or PNG picture, instead.`,
    ],
    [
      "both a link and a file",
      { link: "https://forms.example.org/apply", file: "/files/brochure.pdf" },
      `${button} › File to download is set as well as Link: a button leads to one place. Empty one of them.`,
    ],
  ])("%s", (_, destination, line) => {
    expect(linesFor(destination)).toEqual([line]);
  });

  it.each([
    ["a form", { link: "https://forms.example.org/apply" }],
    ["a mobile-money payment link", { link: "https://pay.wave.com/m/M_example/c/gm/" }],
    ["an email with a subject", { link: "mailto:apply@example.org?subject=Digital Bridge application" }],
    ["a phone number", { link: "tel:+220 441 2357" }],
    ["a place on the page", { link: "#next-cohort" }],
    ["a place on another page", { link: "/#get-involved" }],
    ["a page without its last slash", { link: "/programs/digital-bridge-gambia" }],
    ["an uploaded brochure", { file: "/files/brochure.pdf" }],
  ])("takes %s", (_, destination) => {
    expect(linesFor(destination)).toEqual([]);
  });

  it("warns about a download over 2 MB, without stopping the build", () => {
    writeFileSync(path.join(client, "files/brochure.pdf"), Buffer.alloc(2_400_000));
    const file = path.join(folder, "programs/digital-bridge-gambia.yml");
    const data = parse(readFileSync(file, "utf8")) as { page: { buttons: unknown[] } };
    data.page.buttons[1] = { label: "Download Brochure", file: "/files/brochure.pdf" };
    writeFileSync(file, stringify(data));
    expect(checkLinks(client, loadContent(folder), "content")).toEqual({
      problems: [],
      warnings: [
        'content/programs/digital-bridge-gambia.yml: Program page › Buttons › Button 2 “Download Brochure” › File to download "/files/brochure.pdf" is 2.4 MB: visitors on mobile data pay for every megabyte. Make it smaller than 2 MB if you can.',
      ],
    });
  });

  it("checks a translation's own links on its own pages, naming its file, and not again what it shares", () => {
    const site = path.join(folder, "site.yml");
    writeFileSync(
      site,
      readFileSync(site, "utf8").replace(/^language: en$/m, "language: en\ntranslations: [fr]"),
    );
    writeFileSync(
      path.join(folder, "programs/digital-bridge-gambia.fr.yml"),
      "page:\n  buttons:\n    - label: Postuler\n      link: /programs/digital-bridge-gambia/#inscription\n",
    );
    const gambia = path.join(folder, "programs/digital-bridge-gambia.yml");
    const data = parse(readFileSync(gambia, "utf8")) as { page: { buttons: unknown[] } };
    data.page.buttons[1] = { label: "Download Brochure", file: "/files/missing.pdf" };
    writeFileSync(gambia, stringify(data));
    for (const [file, ids] of [
      ["fr/index.html", ["mission", "programs", "get-involved", "contact"]],
      ["fr/programs/digital-bridge-gambia/index.html", ["approach", "next-cohort"]],
      ["fr/404.html", []],
    ] as const) {
      mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
      writeFileSync(path.join(client, file), ids.map((id) => `<section id="${id}"></section>`).join(""));
    }
    const [own, french] = loadLanguages(folder);
    expect(
      checkLinks(client, french!.content, "content", { language: french!.language, own: own!.content }),
    ).toEqual({
      problems: [
        'content/programs/digital-bridge-gambia.fr.yml: Program page › Buttons › Button 1 “Postuler” › Link "/programs/digital-bridge-gambia/#inscription" leads to a place that /fr/programs/digital-bridge-gambia/ does not have. Write one of: #approach, #next-cohort.',
      ],
      warnings: [],
    });
  });
});

describe("the links of every kind of content", () => {
  it("are checked in a story, an event, a form, a report, a page, a program's answer and the home page, each line naming its file", () => {
    rmSync(folder, { recursive: true, force: true });
    cpSync(path.resolve("tests/fixtures/full-content"), folder, { recursive: true });
    const edit = (file: string, change: (data: Record<string, any>) => void) => {
      const at = path.join(folder, file);
      const data = parse(readFileSync(at, "utf8")) as Record<string, any>;
      change(data);
      writeFileSync(at, stringify(data));
    };
    const missing = "/programs/digital-bridge-gambia/apply/";
    edit("events/info-session-banjul.yml", (data) => (data.register = { label: "Register", link: missing }));
    edit("stories/from-market-stall-to-web-designer.yml", (data) => (data.button.page = missing));
    edit("forms/mentor.yml", (data) => (data.thanks.next.link = missing));
    edit("reports/2024.yml", (data) => (data.fullReport = { label: "The full report", link: missing }));
    edit("home.yml", (data) => (data.hero.buttons[0] = { label: "Join Our Programs", link: "/programmes/" }));
    edit("pages/about.yml", (data) => (data.sections[0].text = "Read [our history](/our-history/)."));
    edit("programs/digital-bridge-gambia.yml", (data) => {
      data.page.questions.items[0].answer = `See [who can apply](${missing}).`;
    });
    const pages = "Write one of: /, /programs/digital-bridge-gambia/.";
    // The fake built site has the home page and Gambia's alone: other links of the fixture's fail too.
    expect(checkLinks(client, loadContent(folder), "content").problems).toEqual(
      expect.arrayContaining([
        `content/events/info-session-banjul.yml: Register button › Link "${missing}" is not a page of this site. ${pages}`,
        `content/forms/mentor.yml: Thank-you page › Next step › Link "${missing}" is not a page of this site. ${pages}`,
        `content/home.yml: Hero › Buttons › Button 1 “Join Our Programs” › Link "/programmes/" is not a page of this site. ${pages}`,
        `content/pages/about.yml: Sections › Section 1 “Our story” › Text "/our-history/" is not a page of this site. ${pages}`,
        `content/programs/digital-bridge-gambia.yml: Program page › Questions before applying › Questions › Question 1 “Who can apply?” › Answer "${missing}" is not a page of this site. ${pages}`,
        `content/reports/2024.yml: Full report › Link "${missing}" is not a page of this site. ${pages}`,
        `content/stories/from-market-stall-to-web-designer.yml: Button › Page "${missing}" is not a page of this site. ${pages}`,
      ]),
    );
  });
});

describe("the menu at the top of every page", () => {
  it("stops the build at an entry to a page the site does not have, naming the file and the entry", () => {
    const site = path.join(folder, "site.yml");
    const data = parse(readFileSync(site, "utf8")) as Record<string, any>;
    data.navigation.menu.push({ label: "Stories", page: "/stories/" });
    data.navigation.action = { label: "Donate", page: "/donate/" };
    writeFileSync(site, stringify(data));
    const pages = "Write one of: /, /programs/digital-bridge-gambia/.";
    expect(checkLinks(client, loadContent(folder), "content").problems).toEqual([
      `content/site.yml: Menu and header › Menu › Entry 5 “Stories” › Page "/stories/" is not a page of this site. ${pages}`,
      `content/site.yml: Menu and header › Call to action › Page "/donate/" is not a page of this site. ${pages}`,
    ]);
  });

  it("takes the launch menu: sections of the home page and a program's page", () => {
    expect(checkLinks(client, loadContent(folder), "content").problems).toEqual([]);
  });
});

describe("a link in a page's text", () => {
  it("is checked once, in the site's own file, where a translation leaves the text to it", () => {
    rmSync(folder, { recursive: true, force: true });
    cpSync(path.resolve("tests/fixtures/full-content"), folder, { recursive: true });
    const edit = (file: string, change: (data: Record<string, any>) => void) => {
      const at = path.join(folder, file);
      const data = parse(readFileSync(at, "utf8")) as Record<string, any>;
      change(data);
      writeFileSync(at, stringify(data));
    };
    edit("pages/about.yml", (data) => (data.sections[0].text = "Read [our history](/our-history/)."));
    edit("pages/about.fr.yml", (data) => delete data.sections[0].text);
    const [own, french] = loadLanguages(folder);
    const naming = (lines: string[]) => lines.filter((line) => line.includes("/our-history/"));
    expect(naming(checkLinks(client, own!.content, "content").problems)).toEqual([
      expect.stringMatching(
        /^content\/pages\/about\.yml: Sections › Section 1 “Our story” › Text "\/our-history\/" is not a page/,
      ),
    ]);
    expect(
      naming(
        checkLinks(client, french!.content, "content", { language: french!.language, own: own!.content })
          .problems,
      ),
    ).toEqual([]);
  });
});
