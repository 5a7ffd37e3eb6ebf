// The moment the site is built, which decides which events are still to come: one moment for
// every page and every language of a build, and for the checks that read the build afterwards,
// so an event that ends while the site is built is past everywhere or nowhere. The build sets
// it (scripts/build.ts) and writes it beside the site (build/build-moment.txt); the dev server asks the clock.
export const buildMomentVariable = "SITE_BUILD_MOMENT";

/** The build's moment, or now where nothing is being built. */
export function buildMoment(): Date {
  const set = globalThis.process?.env[buildMomentVariable];
  return set ? new Date(set) : new Date();
}

/** Fixes the moment for what this process builds or checks next: a build's own, or the one it wrote. */
export function fixBuildMoment(moment: string): void {
  process.env[buildMomentVariable] = moment;
}

/** The file beside a build that says its moment. */
export const buildMomentFile = "build-moment.txt";
