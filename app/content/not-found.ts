// The page shown for any address that has no page (HTTP status 404).
import type { NotFoundContent } from "./types.ts";

export const notFound = {
  /** The page title in the browser tab. */
  title: "Page not found",
  /** One line for search results (the page is hidden from search engines anyway). */
  metaDescription:
    "This page does not exist. Return to the home page to see our programs for women in technology.",
  /** The large figure above the heading (decorative; screen readers skip it). */
  code: "404",
  /** The page's heading. */
  heading: "Oops! Page not found",
  /** The line under the heading. */
  text: "The page you are looking for does not exist or has moved.",
  /** The button back to the home page. */
  homeLink: { label: "Return to Home", href: "/" },
  /** Shown in place of a page that fails to render. */
  error: {
    heading: "Something went wrong",
    text: "This page could not be shown. Please try again later.",
  },
} satisfies NotFoundContent;
