import { describe, expect, it } from "vitest";
import { contentCopy } from "#tests/fixtures/content-copy.ts";

// The limits search results and phones set on the words are the content's own rules: said by
// the content check in one line naming the file and the field, in every language.
const { edit, problems } = contentCopy("tests/fixtures/full-content");
const story = "stories/from-market-stall-to-web-designer";

describe("the limits on the words, as the content check says them", () => {
  it("a story's summary in French of 169 characters, past what search results show", () => {
    const summary = `${"Awa vendait du tissu au marché de Brikama. ".repeat(4)}`.slice(0, 169);
    edit(`${story}.fr.yml`, (data) => (data.summary = summary));
    expect(problems()).toEqual([
      `content/${story}.fr.yml: Summary is 169 characters long; write at most 160.`,
    ]);
  });

  it("a title in French of 64 characters, past what a search result shows", () => {
    const title = "Du marché de Brikama au design web, l’histoire d’Awa Jallow 2024";
    expect([...title]).toHaveLength(64);
    edit(`${story}.fr.yml`, (data) => (data.title = title));
    expect(problems()).toEqual([
      `content/${story}.fr.yml: Title is the page's title in search results and the browser tab, which show 60 characters; it has 64. Shorten it.`,
    ]);
  });

  it("a description of 40 characters, too short to say what the page is", () => {
    edit("not-found.yml", (data) => (data.metaDescription = "The page you asked for is not here, sorry"));
    expect(problems()).toEqual([
      "content/not-found.yml: Description is 41 characters long; write at least 70.",
    ]);
  });

  it("a form's first paragraph, its page's description, of a line alone", () => {
    edit("forms/mentor.yml", (data) => (data.intro = `Mentor with us.\n\n${data.intro}`));
    expect(problems()).toEqual([
      "content/forms/mentor.yml: Introduction begins with a paragraph of 15 characters, which is also the page's description in search results and link previews: write it in 70 to 160 characters, then leave an empty line before the next.",
    ]);
  });

  it("a word too long for a heading's line on a phone, in a heading and on a button", () => {
    edit(`${story}.fr.yml`, (data) => (data.title = "Anticonstitutionnellement indépendante"));
    edit("home.yml", (data) => (data.hero.buttons[0].label = "Internationalisationsprogramm"));
    expect(problems()).toEqual([
      'content/home.yml: Hero › Buttons › Button 1 “Internationalisationsprogramm” › Label has the word "Internationalisationsprogramm", too long to fit the line of a heading or a button on a phone: it would be cut in two. Use a shorter word, or write a hyphen where it may break.',
      `content/${story}.fr.yml: Title has the word "Anticonstitutionnellement", too long to fit the line of a heading or a button on a phone: it would be cut in two. Use a shorter word, or write a hyphen where it may break.`,
    ]);
  });

  it("takes the longest words a volunteer writes in either language", () => {
    edit(`${story}.fr.yml`, (data) => (data.title = "L’entrepreneuriat numérique à Brikama"));
    edit("home.yml", (data) => (data.hero.buttons[0].label = "Télécommunications"));
    expect(problems()).toEqual([]);
  });
});
