// Loaded into each Node process of a build (NODE_OPTIONS=--import) by `npm run bench:scale`:
// writes the process's peak memory, in kilobytes, to PEAK_MEMORY_FILE as it ends.
import { appendFileSync } from "node:fs";

const file = process.env.PEAK_MEMORY_FILE;
if (file) process.on("exit", () => appendFileSync(file, `${process.resourceUsage().maxRSS}\n`));
