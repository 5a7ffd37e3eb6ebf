import { fixtureContent } from "./site-content.ts";
import { describeVisitorSettings } from "./visitor-settings.ts";

// Its 404 page is the site's, with the footer its other pages show too.
describeVisitorSettings(fixtureContent(), { notFound: false });
