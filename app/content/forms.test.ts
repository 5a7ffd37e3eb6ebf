// The site's forms of their own, as the content check reads them with the rest: each mistake a
// volunteer can make in one, one plain line naming the file and the field.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentProblems } from "./content-error.ts";
import { loadContent } from "./load.server.ts";

const mentor = readFileSync("tests/fixtures/full-content/forms/mentor.yml", "utf8");
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "forms-"));
  cpSync(path.resolve("tests/fixtures/launch-content"), folder, { recursive: true });
  mkdirSync(path.join(folder, "forms"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function problemsWith(files: Record<string, string>): string[] {
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(folder, file), text);
  try {
    loadContent(folder);
    return [];
  } catch (error) {
    return (contentProblems(error) ?? []).map((line) => line.replaceAll(`${folder}/`, "content/"));
  }
}

const home = () => readFileSync("tests/fixtures/launch-content/home.yml", "utf8");
/** The launch content's Contact Us button, given a form of the site's. */
const contactUsChoosing = (form: string) =>
  home().replace("      - Contact Us\n", `      - label: Contact Us\n        form: ${form}\n`);

describe("a form of its own", () => {
  it("is read with the rest, at the address of its file name, and a site may have none", () => {
    expect(loadContent(folder).forms).toEqual([]);
    expect(problemsWith({ "forms/mentor.yml": mentor })).toEqual([]);
    expect(loadContent(folder).forms.map((form) => [form.slug, form.heading])).toEqual([
      ["mentor", "Become a Mentor"],
    ]);
  });

  it.each([
    [
      "a name the site's own pages take",
      { "forms/programs.yml": mentor },
      `content/forms/programs.yml: The file makes a form at /programs/, an address the site's own pages and files use. Rename the file, e.g. to programs-form.yml.`,
    ],
    [
      "no service address",
      { "forms/mentor.yml": mentor.replace("  address: https://api.web3forms.com/submit\n", "") },
      `content/forms/mentor.yml: Where the answers are sent › Form address is missing: write the address the service gives the form, starting with https://, or choose Netlify Forms.`,
    ],
    [
      "a question named as a field the site posts of its own",
      { "forms/mentor.yml": mentor.replace("field: expertise", "field: form_page") },
      `content/forms/mentor.yml: Questions › Question 4 “What you do in tech” › Field name at the service "form_page" is a name the site gives a field of its own in every post (which form, in which language, from which page). Choose another.`,
    ],
    [
      "a button that chooses a form the site does not have",
      { "forms/mentor.yml": mentor, "home.yml": contactUsChoosing("contact") },
      `content/home.yml: Get involved › Ready to get started block › Buttons › Button 2 “Contact Us” › Form "contact" is not one of the site's forms: there is no content/forms/contact.yml. Choose one, such as mentor, or empty it.`,
    ],
  ])("%s: one plain line", (_, files, line) => {
    expect(problemsWith(files)).toEqual([line]);
  });

  it("a button leads to one place: a form, or a link, not both", () => {
    const both = contactUsChoosing("mentor").replace(
      "        form: mentor\n",
      "        link: /#contact\n        form: mentor\n",
    );
    expect(problemsWith({ "forms/mentor.yml": mentor, "home.yml": both })).toEqual([
      `content/home.yml: Get involved › Ready to get started block › Buttons › Button 2 “Contact Us” › Form is set as well as Link: a button leads to one place. Empty one of them.`,
    ]);
  });
});
