import { fixtureContent } from "./site-content.ts";
import { describeVisitorSettings } from "./visitor-settings.ts";

describeVisitorSettings(fixtureContent());
