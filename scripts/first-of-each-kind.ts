// The first story, event, report and form a volunteer adds to the site's content, as the staff
// guide says: the fixture's, each with only what the site's own content has to lead to, and the
// story's photo as it comes from a phone (4032 × 3024, held upright, its position taken off).
// The grown content set has them, so that the build's checks meet each kind on the site's own
// content, not only on the fixture.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { phonePhoto } from "#tests/fixtures/phone-photo.ts";
import { fixtureContent } from "./content-sets.ts";

type Change = (file: ReturnType<typeof parseDocument>) => void;

/** Each file copied from the fixture with its translations, changed as the volunteer would. */
const added: Array<{ from: string; to?: string; change?: Change; french?: Change }> = [
  { from: "forms/contact.yml" },
  { from: "events/info-session-banjul.yml" },
  {
    from: "stories/from-market-stall-to-web-designer.yml",
    // Her program has a page, and no application form yet.
    change: (story) => story.setIn(["button", "page"], "/programs/digital-bridge-gambia/"),
  },
  {
    from: "reports/2024.yml",
    to: "reports/2025.yml",
    change: (report) => {
      report.set("year", 2025);
      report.set("title", "2025 Impact Report");
      report.set("stories", ["from-market-stall-to-web-designer"]);
      report.setIn(["fullReport", "file"], "/files/impact-report-2025.pdf");
    },
    french: (report) => report.set("title", "Rapport d’impact 2025"),
  },
];

export async function addFirstOfEachKind(folder: string): Promise<void> {
  for (const { from, to = from, change, french } of added) {
    mkdirSync(path.dirname(path.join(folder, to)), { recursive: true });
    for (const [suffix, changeIt] of [
      [".yml", change],
      [".fr.yml", french],
    ] as const) {
      const file = parseDocument(
        readFileSync(path.join(fixtureContent, from.replace(/\.yml$/, suffix)), "utf8"),
      );
      changeIt?.(file);
      writeFileSync(path.join(folder, to.replace(/\.yml$/, suffix)), file.toString());
    }
  }
  const files = path.join(folder, "files");
  mkdirSync(files, { recursive: true });
  writeFileSync(path.join(files, "awa-jallow.jpg"), await phonePhoto({ withPosition: false }));
  copyFileSync(
    path.join(fixtureContent, "files/impact-report-2024.pdf"),
    path.join(files, "impact-report-2025.pdf"),
  );
}
