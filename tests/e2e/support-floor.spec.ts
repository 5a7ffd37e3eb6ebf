import { compareWithOldEngines } from "./old-engines.ts";
import { programPages } from "./site-content.ts";

compareWithOldEngines({
  "the home page": "/",
  ...Object.fromEntries(programPages.map((program) => [`the ${program.title} page`, program.path])),
});
