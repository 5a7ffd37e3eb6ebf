import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export const decapFolder = path.dirname(
  createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"),
);

export function decapFiles(): string[] {
  return readdirSync(decapFolder).filter((name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name));
}
