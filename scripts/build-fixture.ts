// Builds the site from the fixture content set (scripts/content-sets.ts): the fixture, which sets
// every link, a download, a newsletter provider, a translation and spoken summaries, with every
// optional field it leaves unset filled in, made anew into build/fixture-content/ and built into
// build/fixture/, beside the site built from content/, for the tests of what the launch content
// leaves unset. Its Gambia program's deadline is far ahead, so that its application form is open
// whenever tests run.
import { spawnSync } from "node:child_process";
import { makeEverySaveContent } from "./every-save-content.ts";
import { fixtureBuild, fixtureContent, fixtureSource } from "./content-sets.ts";

const unset = makeEverySaveContent(fixtureContent);
if (unset.length > 0) {
  console.error(
    `No value the schema takes could be made for these optional fields; give one of ${fixtureSource}'s files one:\n${unset.join("\n")}`,
  );
  process.exit(1);
}
const build = spawnSync("npm", ["run", "build", "--silent"], {
  env: { ...process.env, CONTENT_DIR: fixtureContent, BUILD_DIR: fixtureBuild },
  stdio: "inherit",
});
process.exitCode = build.status ?? 1;
