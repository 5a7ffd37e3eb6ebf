// The pages the staff write, as the content check reads them: each mistake a volunteer can make
// in one, one plain line naming the file and the field; and the privacy page's list of the
// forms, which follows the forms as they are. (A link in a page's text is checked with the
// built site: scripts/postbuild/check-links.test.ts.)
import { copyFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentCopy } from "#tests/fixtures/content-copy.ts";
import { sentForms } from "#app/lib/privacy.ts";
import { proseParts } from "#app/schema/prose.ts";
import { loadContent } from "./load.server.ts";

const { edit, folder, problems } = contentCopy("tests/fixtures/full-content");
const pageNamed = (name: string) =>
  copyFileSync(path.join(folder(), "pages/accessibility.yml"), path.join(folder(), `pages/${name}.yml`));

describe("a page the staff write", () => {
  it("is read with the rest, at the address of its file name", () => {
    pageNamed("safeguarding");
    edit("pages/safeguarding.yml", (data) => (data.title = "Safeguarding"));
    expect(problems()).toEqual([]);
    expect(loadContent(folder()).pages.map((page) => page.slug)).toContain("safeguarding");
  });

  it.each([
    [
      "a folder the site uses",
      "programs",
      "content/pages/programs.yml: The file makes a page at /programs/, an address the site's own pages and files use. Rename the file, e.g. to programs-page.yml.",
    ],
    [
      "a form",
      "mentor",
      "content/pages/mentor.yml: The file makes a page at /mentor/, the address of the form content/forms/mentor.yml. Rename the file, e.g. to mentor-page.yml.",
    ],
    [
      "a language's code",
      "fr",
      `content/pages/fr.yml: The file makes a page at /fr/, the address of the site's pages in the language "fr". Rename the file, e.g. to fr-page.yml.`,
    ],
  ])("named as %s is, stops the build in one plain line", (_, name, line) => {
    pageNamed(name);
    expect(problems()).toEqual([line]);
  });

  it("with two sections of one heading stops the build in one plain line", () => {
    edit("pages/about.yml", (data) => (data.sections[1].heading = data.sections[0].heading));
    expect(problems()).toEqual([
      "content/pages/about.yml: Sections › Section 2 “Our story” › Heading is the heading of section 1 too: each section is a place on the page, named by its heading. Give it another.",
    ]);
  });
});

describe("a page's text", () => {
  it("reads a link whose address holds round brackets of its own", () => {
    expect(proseParts("See [Banjul](https://en.wikipedia.org/wiki/Banjul_(city)).")).toEqual([
      { words: "See " },
      { words: "Banjul", link: "https://en.wikipedia.org/wiki/Banjul_(city)" },
      { words: "." },
    ]);
  });

  it("with a link it cannot read stops the build in one plain line, not showing brackets", () => {
    edit("pages/about.yml", (data) => (data.sections[0].text = "Read [our history]( /history/ ) today."));
    expect(problems()).toEqual([
      'content/pages/about.yml: Sections › Section 1 “Our story” › Text has a link written in a way the site cannot read: "[our history]( /history/ ) today.…". Write its words in square brackets, then its address in round ones, with no space: [our privacy notice](/privacy/).',
    ]);
  });

  it("a section with nothing but its heading stops the build in one plain line", () => {
    edit("pages/about.yml", (data) => (data.sections[0] = { heading: "Our story" }));
    expect(problems()).toEqual([
      "content/pages/about.yml: Sections › Section 1 “Our story” holds only its heading: give it a text, a list, questions, people, partners, the site's forms or buttons, or remove it.",
    ]);
  });
});

describe("the privacy page's list of the site's forms", () => {
  const mentor = () => {
    const content = loadContent(folder());
    return sentForms(content, content).find((form) => form.name === "Become a Mentor")!;
  };

  it("follows the forms: a question added to a form is listed, with the service it posts to", () => {
    expect(mentor().asks).not.toContain("Your LinkedIn profile");
    edit("forms/mentor.yml", (data) => {
      data.questions.push({ label: "Your LinkedIn profile", kind: "text", field: "linkedin" });
    });
    expect(problems()).toEqual([]);
    expect(mentor().asks.at(-1)).toBe("Your LinkedIn profile");
    expect(mentor().service).toBe("Web3Forms");
  });
});
