import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pagesCollection } from "./names.ts";
import { checkBeforeSave, warningsOnce } from "./save-check.ts";

const gambia = readFileSync("tests/fixtures/launch-content/programs/digital-bridge-gambia.yml", "utf8");

describe("the check before a save", () => {
  it("knows a page by the file it is written to, and says what the build would say, in the form's words", () => {
    const home = readFileSync("tests/fixtures/launch-content/home.yml", "utf8");
    const emptied = home.replace(/^( {2}heading:).*$/m, '$1 ""');
    expect(
      checkBeforeSave({ collection: pagesCollection, path: "content/home.yml", text: home }).problems,
    ).toEqual([]);
    expect(
      checkBeforeSave({ collection: pagesCollection, path: "content/home.yml", text: emptied }).problems,
    ).toEqual([expect.stringMatching(/^Hero › Heading is empty\./)]);
  });

  it("applies a program's rules: a deadline after the start is refused, a passed one is only said", () => {
    const late = gambia.replace(/applicationDeadline: .*/, "applicationDeadline: 2024-01-20");
    const { problems } = checkBeforeSave({
      collection: "programs",
      path: "content/programs/x.yml",
      text: late,
    });
    expect(problems).toEqual([
      expect.stringContaining(
        'Program page › Application deadline "2024-01-20" (January 20, 2024) must come before',
      ),
    ]);
    expect(checkBeforeSave({ collection: "programs", path: "", text: gambia }).warnings).toEqual([
      expect.stringContaining("applications closed on 2023-12-15"),
    ]);
  });

  it("checks a translation as the build reads it: words may be left empty, a date is not its to set", () => {
    const check = (text: string) =>
      checkBeforeSave({ collection: "programs", path: "content/programs/x.fr.yml", text }).problems;
    expect(check('title: Passerelle numérique Gambie\nlevel: ""\n')).toEqual([]);
    expect(check("page:\n  applicationDeadline: 2026-07-31\n")).toEqual([
      "(fr) Program page › Application deadline is the same in every language. Change it in content/programs/x.yml, and remove it here.",
    ]);
    expect(
      checkBeforeSave({
        collection: pagesCollection,
        path: "content/site.fr.yml",
        text: "formats:\n  dates: xx-nowhere\n",
      }).problems,
    ).toEqual([expect.stringMatching(/^\(fr\) Formats › Dates and numbers "xx-nowhere"/)]);
  });

  it("holds the limits search results and phones set, in every language, as the build does", () => {
    const check = (path: string, text: string) =>
      checkBeforeSave({ collection: "stories", path, text }).problems;
    const story = readFileSync("tests/fixtures/full-content/stories/a-shop-online-in-six-weeks.yml", "utf8");
    const title = "Une boutique en ligne en six semaines, depuis Lagos, sans ordinateur";
    expect(check("content/stories/x.yml", story)).toEqual([]);
    expect(check("content/stories/x.fr.yml", `title: ${title}\nsummary: Trop court.\n`)).toEqual([
      `(fr) Title is the page's title in search results and the browser tab, which show 60 characters; it has ${title.length}. Shorten it.`,
      "(fr) Summary is 11 characters long; write at least 70.",
    ]);
  });

  it("says a warning the checks of many files share once, with how many files it is", () => {
    const closed = checkBeforeSave({ collection: "programs", path: "", text: gambia }).warnings;
    const open = "Program page › Something else to say.";
    expect(warningsOnce([...closed, open, ...closed, ...closed])).toEqual([`In 3 files: ${closed[0]}`, open]);
    expect(warningsOnce(closed)).toEqual(closed);
  });

  it("leaves alone what it does not know", () => {
    expect(checkBeforeSave({ collection: pagesCollection, path: "content/other.yml", text: "a: 1" })).toEqual(
      {
        problems: [],
        warnings: [],
      },
    );
  });
});
