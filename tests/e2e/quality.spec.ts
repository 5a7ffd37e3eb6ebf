import { describeQuality } from "./quality-checks.ts";
import { siteContentOf } from "./site-content.ts";
import { contentFolder } from "#app/schema/load.server.ts";

describeQuality(siteContentOf(contentFolder()));
