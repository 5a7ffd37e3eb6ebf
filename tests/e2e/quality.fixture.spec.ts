import { fixtureContent } from "#scripts/content-sets.ts";
import { checkedPages, eachKindAndEveryBlock } from "./checked-pages.ts";
import { describeQuality } from "./quality-checks.ts";

describeQuality(eachKindAndEveryBlock(checkedPages(fixtureContent)));
