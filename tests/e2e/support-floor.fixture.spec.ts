// Buttons that became links look and sit as the buttons did, in the floor's old engines too: one
// page of each kind, and each kind of block the staff write, in the site's own language.
import { fixtureContent } from "#scripts/content-sets.ts";
import { checkedPages, eachKindAndEveryBlock } from "./checked-pages.ts";
import { compareWithOldEngines } from "./old-engines.ts";

const pages = eachKindAndEveryBlock(checkedPages(fixtureContent).filter((page) => !page.language.prefix));
compareWithOldEngines(Object.fromEntries(pages.map((page) => [page.label, page.path])));
