// Buttons that became links look and sit as the buttons did, in the floor's old engines too.
import { compareWithOldEngines } from "./old-engines.ts";
import { fixtureContent } from "./site-content.ts";

compareWithOldEngines({
  "the home page": "/",
  "the page of all programs": fixtureContent().allProgramsPath!,
  ...Object.fromEntries(
    fixtureContent().programPages.map((program) => [`the ${program.title} page`, program.path]),
  ),
  ...Object.fromEntries(
    fixtureContent().applicationPages.flatMap((form) => [
      [`the form ${form.application.heading}`, form.path],
      [`its thank-you page`, form.thanksPath],
    ]),
  ),
  ...Object.fromEntries(
    fixtureContent().formPages.flatMap(({ form, path, thanksPath }) => [
      [`the form ${form.heading}`, path],
      [`the thank-you page of ${form.heading}`, thanksPath],
    ]),
  ),
  ...Object.fromEntries(fixtureContent().newsPages.map((news) => [`the ${news.name}`, news.path])),
  ...Object.fromEntries(
    fixtureContent().writtenPages.map((written) => [`the ${written.name}`, written.path]),
  ),
});
