import { defineConfig } from "vitest/config";
import { fixtureBuild, fixtureContent, grownBuild, grownContent } from "./scripts/content-sets.ts";

// The checks on built pages, run on each content set the tests build: the site's own content,
// the fixture (every kind of page and link) and the site's content grown to tens of programs.
const pageChecks = "tests/build/**/*.test.ts";
// These read the fixture's form and newsletter provider, which only it has.
const fixtureOnly = [
  "tests/build/application-form.test.ts",
  "tests/build/newsletter-policy.test.ts",
  "tests/build/news-fixture.test.ts",
];

export default defineConfig({
  test: {
    environment: "node",
    // These checks wait on nothing: each reads every built page, in time that grows with the
    // pages. Vitest's 5 s would fail them on a busy machine, for no fault of the site.
    testTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "site", include: [pageChecks], exclude: fixtureOnly } },
      {
        extends: true,
        test: {
          name: "fixture",
          include: [pageChecks],
          env: { CONTENT_DIR: fixtureContent, BUILD_DIR: fixtureBuild },
        },
      },
      {
        extends: true,
        test: {
          name: "grown",
          include: [pageChecks],
          exclude: fixtureOnly,
          env: { CONTENT_DIR: grownContent, BUILD_DIR: grownBuild },
        },
      },
    ],
  },
});
