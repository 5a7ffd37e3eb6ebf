import { siteLanguages } from "./site-content.ts";
import { describeVisitorSettings } from "./visitor-settings.ts";

for (const contentSet of siteLanguages()) describeVisitorSettings(contentSet);
