// The page shown for any address that has no page (HTTP status 404).

export const notFound = {
  /** The page title in the browser tab. */
  title: "Page not found",
  /** One line for search results (the page is hidden from search engines anyway). */
  metaDescription:
    "This page does not exist. Return to the home page to see our programs for women in technology.",
  heading: "Oops! Page not found",
  text: "The page you are looking for does not exist or has moved.",
  homeLink: { label: "Return to Home", href: "/" },
};
