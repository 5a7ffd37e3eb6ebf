// Byte budgets of the built site, in bytes after gzip. The people we build for are often on
// cheap phones and slow, metered mobile data: raise a limit only for a reason you would
// defend to them, and write the reason here.

import { firstRoundTrip } from "#scripts/postbuild/page-sizes.ts";

const KB = 1024;

export const budgets = {
  /**
   * With its CSS and illustration inside: the first round trip, see docs/decisions/0005. The
   * build itself stops at a page past it, with a line that says what to shorten.
   */
  contentPageHtml: firstRoundTrip,
  /**
   * Every page of the fixture content set, which has every kind of page, link and section the
   * site can draw: room for the staff's words, two kilobytes or so, below the first round trip.
   */
  contentPageHtmlWithRoom: 12_500,
  notFoundHtml: 8 * KB,
  /** Inline, counted alone. */
  css: 10 * KB,
  contentPageJs: 0,
  /** Only the line that logs the missing path. */
  notFoundJs: 1 * KB,
  homeFirstVisit: 80 * KB,
  /** Each share image (og:image), as a file: PNGs are already compressed. */
  shareImage: 150 * KB,
  /**
   * The editor's scripts before its first form: Sveltia CMS (about 640 KB), the site's reading
   * of the files, and, from the first tap, the React that Sveltia lends the Page field (about
   * 65 KB), which offers a page saved since the editor opened: some 27 s on 2G for staff who
   * edit from a phone (docs/decisions/0010, 0029).
   */
  editorFirstForm: 760 * KB,
  /**
   * Everything the editor's first screen (its sign-in) moves over the network at 360 px until
   * the network is idle, compressed as it travels: its script, its text font, its settings.
   */
  editorFirstScreen: 900 * KB,
} as const;

/**
 * The share of tracked browser use the support floor (browserslist in package.json) covers,
 * by caniuse's regional data, where most of the students live: at least this, in percent.
 */
export const floorCoverage = { regions: ["GM", "SN", "NG"], atLeast: 97 } as const;
