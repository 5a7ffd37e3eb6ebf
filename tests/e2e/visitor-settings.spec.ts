import { contentFolder } from "#app/schema/load.server.ts";
import { siteContentOf } from "./site-content.ts";
import { describeVisitorSettings } from "./visitor-settings.ts";

describeVisitorSettings(siteContentOf(contentFolder()));
