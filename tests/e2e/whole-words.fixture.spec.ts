// No word cut on the fixture's pages: one of each kind in each language, and each kind of block
// the staff write. Each word's width is the content check's too (wholeWords, app/schema/fields.ts).
import { fixtureContent } from "#scripts/content-sets.ts";
import { checkedPages, eachKindAndEveryBlock } from "./checked-pages.ts";
import { describeWholeWords } from "./whole-words.ts";

describeWholeWords(eachKindAndEveryBlock(checkedPages(fixtureContent)));
