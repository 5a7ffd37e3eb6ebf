// Builds the site from the test content set that sets every link, a download, a newsletter
// provider, a translation and spoken summaries (tests/fixtures/full-content/) into
// build/fixture/, beside the site built from content/, for the browser tests of what the
// launch content leaves unset. The recordings are made here, not kept in Git. Its Gambia
// program's deadline is far ahead, so that its application form is open whenever tests run.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { silentMp3 } from "#tests/fixtures/recording.ts";
import { fixtureBuild, fixtureContent } from "./content-sets.ts";

/** The fixture's recordings and their lengths in seconds. */
const fixtureRecordings = { "summary-wolof.mp3": 12, "summary-mandinka.mp3": 75 };

for (const [name, seconds] of Object.entries(fixtureRecordings)) {
  writeFileSync(path.join(fixtureContent, "files", name), silentMp3(seconds));
}
const build = spawnSync("npm", ["run", "build", "--silent"], {
  env: { ...process.env, CONTENT_DIR: fixtureContent, BUILD_DIR: fixtureBuild },
  stdio: "inherit",
});
process.exitCode = build.status ?? 1;
