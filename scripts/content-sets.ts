// The content sets the tests build beside the site, each into its own folder (BUILD_DIR) from
// its own content (CONTENT_DIR): see the README's commands.

/** Every link set, a download, a newsletter provider, a partial translation, spoken summaries, a form. */
export const fixtureContent = "tests/fixtures/full-content";
export const fixtureBuild = "build/fixture";

/**
 * content/ grown to tens of programs (scripts/grown-content.ts), with the first story, event,
 * report and form (scripts/first-of-each-kind.ts), made anew for each test run.
 */
export const grownContent = "build/grown-content";
export const grownBuild = "build/grown";
/** Enough programs for the page of all programs to list several screens of them. */
export const grownPrograms = 24;
/** Stories and events enough for the page of all stories to go on over pages, and events over years. */
export const grownNews = { stories: 30, events: 60 };
