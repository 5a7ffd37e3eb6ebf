// @vitest-environment jsdom
// A language is content: a third one is its files and one line of Site settings, with no
// change to the code. What a translation leaves out is shown in the site's own language,
// and the build says so; what a translation may not hold stops the build with one line.
import { render, screen } from "@testing-library/react";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loader as rootLoader } from "#app/root.tsx";
import Home, { loader as homeLoader } from "#app/routes/home.tsx";
import { contentProblems } from "./content-error.ts";
import { loadPage } from "./load.server.ts";
import { checkContent } from "./check.server.ts";
import { translationCodes } from "./files.server.ts";

let folder: string;
const previousFolder = process.env.CONTENT_DIR;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(path.resolve("tests/fixtures/launch-content"), folder, { recursive: true });
  process.env.CONTENT_DIR = folder;
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
  if (previousFolder === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previousFolder;
});

/** The one line of configuration: the language's code in Site settings › Translations. */
function addLanguage(code: string) {
  const site = path.join(folder, "site.yml");
  writeFileSync(
    site,
    readFileSync(site, "utf8").replace(/^language: en$/m, `language: en\ntranslations: [${code}]`),
  );
}

function write(file: string, text: string) {
  writeFileSync(path.join(folder, file), text);
}

function shown(lines: readonly string[]): string[] {
  return lines.map((line) => line.replaceAll(`${folder}/`, "content/"));
}

function problems(): string[] {
  try {
    checkContent(folder);
  } catch (error) {
    return shown(contentProblems(error) ?? [String(error)]);
  }
  return [];
}

describe("a third language, added as content", () => {
  beforeEach(() => {
    cpSync(path.resolve("tests/fixtures/third-language"), folder, { recursive: true });
    addLanguage("mnk");
  });

  it("gets its pages under its code, its words where it has them and English elsewhere", async () => {
    expect(translationCodes(folder)).toEqual(["mnk"]);
    const { content, language, languages, facts } = await loadPage(
      new Request("https://example.org/mnk/"),
      folder,
    );
    expect(language).toEqual({ code: "mnk", name: "Mandinka", prefix: "/mnk", locale: "en_GM" });
    expect(languages.map((each) => each.code)).toEqual(["en", "mnk"]);
    expect(content.home.hero.heading).toBe("Musoolu ning teknoloojii");
    expect(content.home.hero.buttons[0]?.label).toBe("Ali kafu");
    expect(content.home.hero.buttons[1]?.label).toBe("Learn More");
    expect(content.home.mission.heading).toBe("Our Mission");
    expect(facts).toMatchObject({ language: { prefix: "/mnk" }, formats: { dates: "en-GM" } });
  });

  it("is built with a warning for each file not yet translated, which names it", () => {
    const { warnings } = checkContent(folder);
    expect(shown(warnings)).toEqual(
      expect.arrayContaining([
        "content/home.mnk.yml: not yet in Mandinka, so shown in English: Description for search engines; Hero › Line above the heading; Hero › Text and 55 more.",
        // What a visitor sharing the page, or searching, reads in English.
        "content/home.mnk.yml: search results and link previews of its page in Mandinka show Description for search engines in English (a description gives way to the page's first words in Mandinka, where it has them).",
        "content/not-found.mnk.yml: there is no such file yet, so its words are shown in English.",
        "content/programs/digital-bridge-gambia.mnk.yml: there is no such file yet, so its words are shown in English.",
      ]),
    );
  });

  it("draws its home page in its words, with its cards leading to its own pages", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: Outlet,
        HydrateFallback: () => null,
        loader: rootLoader as never,
        children: [{ path: "mnk", Component: Home, loader: homeLoader as never }],
      },
    ]);
    render(<Stub initialEntries={["/mnk"]} />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Musoolu ning teknoloojii");
    expect(screen.getByRole("link", { name: /^Learn More about Digital Bridge Gambia/ })).toHaveAttribute(
      "href",
      "/mnk/programs/digital-bridge-gambia/",
    );
  });
});

describe("a program's name in a translation", () => {
  beforeEach(() => addLanguage("fr"));

  it("is one: a file that names it as English does, where its own file translated it, is said", () => {
    write("programs/digital-bridge-gambia.fr.yml", "title: Passerelle numérique Gambie\n");
    write(
      "home.fr.yml",
      "hero:\n  text: Rejoignez Digital Bridge Gambia, sur votre téléphone, dans votre langue.\n",
    );
    const { warnings } = checkContent(folder);
    expect(shown(warnings)).toContain(
      "content/home.fr.yml: names the program “Digital Bridge Gambia” as English does, where its own file calls it “Passerelle numérique Gambie” in French: write one name.",
    );
    write("home.fr.yml", "hero:\n  text: Rejoignez Passerelle numérique Gambie, sur votre téléphone.\n");
    expect(checkContent(folder).warnings.filter((line) => line.includes("names the program"))).toEqual([]);
  });
});

describe("a translation the build refuses, one line each", () => {
  beforeEach(() => addLanguage("fr"));

  it("sets what every language shares, such as a date", () => {
    write("programs/digital-bridge-gambia.fr.yml", "page:\n  applicationDeadline: 2026-07-31\n");
    expect(problems()).toEqual([
      "content/programs/digital-bridge-gambia.fr.yml: Program page › Application deadline is the same in every language. Change it in content/programs/digital-bridge-gambia.yml, and remove it here.",
    ]);
  });

  it("has more items than the file it translates", () => {
    write("home.fr.yml", "hero:\n  buttons: [Un, Deux, Trois]\n");
    expect(problems()).toEqual([
      "content/home.fr.yml: Hero › Buttons has 3 items in this translation and 2 in content/home.yml. Remove the ones content/home.yml does not have.",
    ]);
  });

  it("translates into a language the site does not list, or a file that does not exist", () => {
    write("home.de.yml", "hero:\n  heading: Frauen in der Technik\n");
    write("programs/web-design.fr.yml", "title: Conception web\n");
    expect(problems()).toEqual([
      'content/home.de.yml: this is a translation into "de", which is not among the site\'s translations. Add de to Site settings › Translations, or remove the file.',
      "content/programs/web-design.fr.yml: there is no web-design.yml beside it to translate. Rename it after the file it translates, or remove it.",
    ]);
  });

  it("is said with the mistakes of the file it translates, all at once", () => {
    write(
      "programs/digital-bridge-gambia.fr.yml",
      "page:\n  buttons:\n    - label: Postuler\n      link: javascript:alert(1)\n",
    );
    const own = path.join(folder, "programs/digital-bridge-gambia.yml");
    writeFileSync(
      own,
      readFileSync(own, "utf8").replace(/applicationDeadline: .*/, "applicationDeadline: 2026-02-30"),
    );
    expect(problems()).toEqual([
      'content/programs/digital-bridge-gambia.fr.yml: Program page › Buttons › Button 1 “Postuler” › Link "javascript:alert(1)" is not a place a visitor can be sent. Write an address starting with https://, mailto: with an email address, tel: with a phone number, a page of this site such as /programs/, or # and a place on the page.',
      'content/programs/digital-bridge-gambia.yml: Program page › Application deadline "2026-02-30" is not a date. Write it as year-month-day, such as 2026-07-31.',
    ]);
  });
});
