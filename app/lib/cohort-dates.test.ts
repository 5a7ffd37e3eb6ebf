import { describe, expect, it } from "vitest";
import { loadLanguages } from "#app/content/load.server.ts";
import { copyLaunchContent } from "#tests/fixtures/launch-with-french.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cohortNotes } from "./cohort-dates.ts";
import { wordsLanguages } from "./words-language.ts";

const languages = loadLanguages(copyLaunchContent(mkdtempSync(path.join(tmpdir(), "launch-"))));

/** The program page's two dates as it says them, built on `today`, in each language. */
function said(today: string) {
  return languages.map(({ content, words }) => {
    const { site } = content;
    const facts = {
      words: site.linkWords,
      formats: site.formats,
      weeks: site.weeks,
      own: { code: "en", words: site.linkWords, formats: site.formats, weeks: site.weeks },
    };
    const { start, deadline, closed } = cohortNotes(
      { nextCohortStart: "2027-01", applicationDeadline: "2026-12-15" },
      site.programPage,
      facts,
      wordsLanguages("en", words),
      today,
    );
    return {
      start: `${start.label} ${start.value}`,
      deadline: `${deadline.label} ${deadline.value}`,
      closed,
    };
  });
}

const clean = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("a program's dates, as the build's day finds them", () => {
  it("are to come before the deadline, and on its very day", () => {
    for (const today of ["2026-12-01", "2026-12-15"]) {
      const [english, french] = said(today);
      expect(english).toEqual({
        start: "Next cohort starts January 2027",
        deadline: "Applications close December 15, 2026",
        closed: false,
      });
      expect(clean(french!.deadline)).toBe("Candidatures jusqu’au 15 décembre 2026");
      expect(clean(french!.start)).toBe("Prochaine promotion en janvier 2027");
    }
  });

  it("say applications closed once the deadline has passed, the date kept", () => {
    const [english, french] = said("2026-12-16");
    expect(english).toEqual({
      start: "Next cohort starts January 2027",
      deadline: "Applications closed on December 15, 2026",
      closed: true,
    });
    expect(clean(french!.deadline)).toBe("Candidatures closes le 15 décembre 2026");
  });

  it("say the cohort started once its month has come", () => {
    const [english, french] = said("2027-01-04");
    expect(english!.start).toBe("Last cohort started January 2027");
    expect(clean(french!.start)).toBe("Dernière promotion lancée en janvier 2027");
  });
});
