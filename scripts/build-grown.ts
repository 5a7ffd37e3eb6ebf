// Builds the fixture content set (scripts/content-sets.ts: every optional field set) grown to
// tens of programs (some named the same in every language), with months of stories and events,
// into build/grown/, so that the build's checks meet a site the size and the kinds the
// organisation is heading for before a volunteer does: lists of several pages among them. Its
// stories' photo is one as a phone takes it (4032 × 3024, held upright, its position taken off).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { phonePhoto } from "#tests/fixtures/phone-photo.ts";
import { fixtureContent, grownBuild, grownContent, grownNews, grownPrograms } from "./content-sets.ts";
import { makeEverySaveContent } from "./every-save-content.ts";
import { growContent } from "./grown-content.ts";
import { growNews } from "./grown-news.ts";

makeEverySaveContent(fixtureContent);
growContent(fixtureContent, grownContent, grownPrograms, { sameNames: true });
writeFileSync(path.join(grownContent, "files/awa-jallow.jpg"), await phonePhoto({ withPosition: false }));
growNews(grownContent, { ...grownNews, program: "digital-bridge-gambia" });
const build = spawnSync("npm", ["run", "build", "--silent"], {
  env: { ...process.env, CONTENT_DIR: grownContent, BUILD_DIR: grownBuild },
  stdio: ["ignore", "ignore", "inherit"],
});
process.exitCode = build.status ?? 1;
