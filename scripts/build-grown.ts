// Builds content/ grown to tens of programs (some named the same in every language), with the
// first story, event, report and form the staff add and months of stories and events after
// them, into build/grown/, so that the build's checks meet a site the size and the kinds the
// organisation is heading for before a volunteer does: lists of several pages among them.
import { spawnSync } from "node:child_process";
import { grownBuild, grownContent, grownNews, grownPrograms } from "./content-sets.ts";
import { addFirstOfEachKind } from "./first-of-each-kind.ts";
import { growContent } from "./grown-content.ts";
import { growNews } from "./grown-news.ts";

growContent("content", grownContent, grownPrograms, { sameNames: true });
await addFirstOfEachKind(grownContent);
growNews(grownContent, { ...grownNews, program: "digital-bridge-gambia" });
const build = spawnSync("npm", ["run", "build", "--silent"], {
  env: { ...process.env, CONTENT_DIR: grownContent, BUILD_DIR: grownBuild },
  stdio: ["ignore", "ignore", "inherit"],
});
process.exitCode = build.status ?? 1;
