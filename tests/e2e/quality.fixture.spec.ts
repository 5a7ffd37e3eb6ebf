// The same checks on the site whose every button leads somewhere, with a download and a
// newsletter provider: axe in both schemes, no request to another origin before a click.
import { describeQuality } from "./quality-checks.ts";
import { fixtureContent } from "./site-content.ts";

describeQuality(fixtureContent());
