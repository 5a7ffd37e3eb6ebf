import * as z from "zod";
import { paragraph, text } from "./fields.ts";
import { pageTitleText, searchDescription } from "./search-fields.ts";

// The page that lists every program, published once there are more programs than the home
// page shows (Home page › Programs › Programs shown).
export const allProgramsSchema = z
  .object({
    title: pageTitleText("Heading", "The page's main heading; also its title in browser tabs."),
    intro: paragraph("Introduction", "A sentence or two under the heading."),
    metaDescription: searchDescription(),
    placesHeading: text(
      "Places heading",
      'Above the list of countries at the top of the page, each a link to its programs, e.g. "Where they run".',
    ),
    online: text("Online", 'The name of the group of programs followed from anywhere, e.g. "Online".'),
    linkLabel: text(
      "Link to this page",
      "The link under the home page's program cards and in the footer's Programs column, e.g. \"See all programs\".",
    ),
  })
  .strict();
