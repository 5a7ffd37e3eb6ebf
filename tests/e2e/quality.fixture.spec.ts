import { fixtureContent } from "#scripts/content-sets.ts";
import { checkedPages, eachKindAndEveryStaffPage } from "./checked-pages.ts";
import { describeQuality } from "./quality-checks.ts";

describeQuality(eachKindAndEveryStaffPage(checkedPages(fixtureContent)));
