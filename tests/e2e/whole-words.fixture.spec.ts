import { fixtureContent } from "#scripts/content-sets.ts";
import { checkedPages } from "./checked-pages.ts";
import { describeWholeWords } from "./whole-words.ts";

describeWholeWords(checkedPages(fixtureContent));
