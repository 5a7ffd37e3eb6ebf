import { describeQuality } from "./quality-checks.ts";
import { siteLanguages } from "./site-content.ts";

for (const contentSet of siteLanguages()) describeQuality(contentSet);
