// Byte budgets of the built site, in bytes after gzip. The people we build for are often on
// cheap phones and slow, metered mobile data: raise a limit only for a reason you would
// defend to them, and write the reason here.

const KB = 1024;

export const budgets = {
  /**
   * A content page's HTML, its CSS and illustration inside: what fits in the first round
   * trip of a new connection (TCP's initial window, 10 segments of 1,460 bytes), so the
   * page paints from one request even on 2G. See docs/decisions/0005.
   */
  contentPageHtml: 14_600,
  /** The 404 page's HTML. */
  notFoundHtml: 8 * KB,
  /** All CSS a page carries (inline, counted alone). */
  css: 10 * KB,
  /** JavaScript on content pages: none, they are complete as HTML. */
  contentPageJs: 0,
  /** JavaScript on the 404 page: only the line that logs the missing path. */
  notFoundJs: 1 * KB,
  /** Everything a first visit to the home page loads: HTML, CSS, JS, fonts and images. */
  homeFirstVisit: 80 * KB,
  /** Each share image (og:image), as a file: PNGs are already compressed. */
  shareImage: 150 * KB,
} as const;
