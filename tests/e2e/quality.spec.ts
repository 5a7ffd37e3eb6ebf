import { siteCheckedPages } from "./checked-pages.ts";
import { describeQuality } from "./quality-checks.ts";

describeQuality(siteCheckedPages());
