// Builds the site from the test content set that sets every link, a download and a
// newsletter provider (tests/fixtures/full-content/) into build/fixture/, beside the site
// built from content/, for the browser tests of what the launch content leaves unset.
import { spawnSync } from "node:child_process";

export const fixtureContent = "tests/fixtures/full-content";
export const fixtureBuild = "build/fixture";

const build = spawnSync("npm", ["run", "build", "--silent"], {
  env: { ...process.env, CONTENT_DIR: fixtureContent, BUILD_DIR: fixtureBuild },
  stdio: "inherit",
});
process.exitCode = build.status ?? 1;
