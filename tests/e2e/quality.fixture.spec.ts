import { fixtureContent } from "#scripts/content-sets.ts";
import { checkedPages, ownAndOneOfEachKind } from "./checked-pages.ts";
import { describeQuality } from "./quality-checks.ts";

describeQuality(ownAndOneOfEachKind(checkedPages(fixtureContent)));
