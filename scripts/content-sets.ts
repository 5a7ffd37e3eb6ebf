// The content sets the tests build beside the site, each into its own folder (BUILD_DIR) from
// its own content (CONTENT_DIR): see the README's commands.

/**
 * Every link set, a download, a newsletter provider, a partial translation, spoken summaries, a
 * form: the fixture as written (tests/fixtures/full-content/), then with every optional field
 * of the schema it leaves unset filled in (every-save-content.ts), as it is built and tested.
 */
export const fixtureSource = "tests/fixtures/full-content";
export const fixtureContent = "build/fixture-content";
export const fixtureBuild = "build/fixture";
/** The fixture's recordings, made for each run rather than kept in Git, and their lengths in seconds. */
export const fixtureRecordings = { "summary-wolof.mp3": 12, "summary-mandinka.mp3": 75 };

/** The launch content (tests/fixtures/launch-content/) with its French (tests/fixtures/launch-french/). */
export const launchSource = "tests/fixtures/launch-content";
export const launchFrench = "tests/fixtures/launch-french";

/**
 * The fixture's content grown to tens of programs (scripts/grown-content.ts), with months of
 * stories and events, made anew for each test run.
 */
export const grownContent = "build/grown-content";
export const grownBuild = "build/grown";
/** Enough programs for the page of all programs to list several screens of them. */
export const grownPrograms = 24;
/** Stories and events enough for the page of all stories to go on over pages, and events over years. */
export const grownNews = { stories: 30, events: 60 };
