import { fixtureContent } from "#scripts/content-sets.ts";
import { checkedPages, eachKindAndEveryBlock } from "./checked-pages.ts";
import { describeVisitorSettings } from "./visitor-settings.ts";

// In the fixture's own language: the site's own pages are checked in every language.
describeVisitorSettings(
  eachKindAndEveryBlock(checkedPages(fixtureContent).filter((page) => !page.language.prefix)),
);
