import { describe, expect, it } from "vitest";
import { checkContent } from "#app/content/check.server.ts";
import { annotations, groupedNotes, sharedLine, summary } from "./content-report.ts";

const launch = "tests/fixtures/launch-content";
const fixture = "tests/fixtures/full-content";
const closedForm = checkContent(launch).warnings.find((warning) => warning.includes("applications closed"))!;
const untranslated = checkContent(fixture).warnings.find((warning) =>
  warning.startsWith(`${fixture}/programs/digital-bridge-gambia.fr.yml: not yet in French`),
)!;
// As scripts/outdated-translations.ts says it, of a field the translation has.
const stale = `${fixture}/programs/digital-bridge-gambia.fr.yml: Program page › Application form › Heading changed in ${fixture}/programs/digital-bridge-gambia.yml after this translation was last saved; check that it still says the same.`;

describe("what a save's check on GitHub says of the content", () => {
  it("puts each warning on its file and the line of its field, titled by its kind", () => {
    expect(annotations("warning", [stale, untranslated, closedForm])).toEqual([
      `::warning file=${fixture}/programs/digital-bridge-gambia.fr.yml,line=24,title=Translation out of date::Program page › Application form › Heading changed in ${fixture}/programs/digital-bridge-gambia.yml after this translation was last saved; check that it still says the same.`,
      `::warning file=${fixture}/programs/digital-bridge-gambia.fr.yml,title=Translation not finished::not yet in French, so shown in English: Title; Languages › Language 1 “Mandinka” › Language; Level and 85 more.`,
      `::warning file=${launch}/programs/digital-bridge-gambia.yml,line=37,title=Form past its deadline::Program page › Application deadline: applications closed on 2023-12-15 (December 15, 2023). Set the next cohort's dates.`,
    ]);
  });

  it("says once what many files share, with how many, and a problem as an error", () => {
    const copies = [5, 6, 7].map((number) =>
      closedForm.replace("digital-bridge-gambia.yml", `digital-bridge-gambia-${number}.yml`),
    );
    expect(groupedNotes([...copies, stale]).map(sharedLine)).toEqual([
      `3 files: Program page › Application deadline: applications closed on 2023-12-15 (December 15, 2023). Set the next cohort's dates. (${launch}/programs/digital-bridge-gambia-5.yml, ${launch}/programs/digital-bridge-gambia-6.yml and 1 more)`,
      stale,
    ]);
    expect(
      annotations("error", [`${launch}/home.yml, line 4: this is not valid YAML (bad indentation).`]),
    ).toEqual([
      `::error file=${launch}/home.yml,line=4,title=Content problem::this is not valid YAML (bad indentation).`,
    ]);
  });

  it("counts them at the top of the run's summary, then lists each with its place", () => {
    expect(
      summary("warning", [stale, untranslated, closedForm], "Built, with warnings").split("\n").slice(0, 4),
    ).toEqual([
      "### Built, with warnings: 1 translation out of date, 1 translation not finished, 1 form past its deadline",
      "",
      "| Where | What to do |",
      "| --- | --- |",
    ]);
  });
});
