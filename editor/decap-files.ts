// The files of Decap CMS that the editor page loads, served from the site itself (no CDN):
// its main script and the pieces it loads on demand, without source maps.
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export const decapFolder = path.dirname(
  createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"),
);

/** File names in Decap's dist folder that the editor page needs. */
export function decapFiles(): string[] {
  return readdirSync(decapFolder).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name));
}
