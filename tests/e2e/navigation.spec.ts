import { siteCheckedPages } from "./checked-pages.ts";
import { describeWayAround } from "./way-around.ts";

describeWayAround(siteCheckedPages());
