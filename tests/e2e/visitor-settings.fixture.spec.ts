import { fixtureContent } from "#scripts/content-sets.ts";
import { checkedPages, oneOfEachKind } from "./checked-pages.ts";
import { describeVisitorSettings } from "./visitor-settings.ts";

// In the fixture's own language (the site's are checked in every language): one page of each
// kind, and each page the staff write, as each holds its own blocks.
const pages = checkedPages(fixtureContent).filter((page) => !page.language.prefix);
describeVisitorSettings([
  ...oneOfEachKind(pages.filter((page) => page.kind !== "page")),
  ...pages.filter((page) => page.kind === "page"),
]);
