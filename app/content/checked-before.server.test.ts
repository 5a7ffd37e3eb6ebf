import { cpSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkContent } from "./check.server.ts";
import { handToBuild, takeFromCheck } from "./checked-before.server.ts";
import { folderStamp } from "./files.server.ts";

const folder = mkdtempSync(path.join(tmpdir(), "checked-before-"));
cpSync("tests/fixtures/launch-content", folder, { recursive: true });
afterAll(() => rmSync(folder, { recursive: true, force: true }));
// As `npm run build` runs the check and the build.
beforeEach(() => {
  vi.stubEnv("npm_lifecycle_event", "build");
});

describe("the content the check hands to the build after it", () => {
  it("is the build's, once, as the check read it", () => {
    const stamp = folderStamp(folder);
    const checked = checkContent(folder);
    handToBuild(folder, stamp, checked);
    expect(takeFromCheck(folder, folderStamp(folder))).toEqual(checked);
    // A second reading in the build, or another build, reads the files.
    expect(takeFromCheck(folder, folderStamp(folder))).toBeUndefined();
  });

  it("is not taken once a file has changed since the check read it", () => {
    const stamp = folderStamp(folder);
    handToBuild(folder, stamp, checkContent(folder));
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(folder, "site.yml"), later, later);
    expect(takeFromCheck(folder, folderStamp(folder))).toBeUndefined();
  });

  it("is only for a build: the dev server, the tests and scripts read the files", () => {
    vi.stubEnv("npm_lifecycle_event", "dev");
    const stamp = folderStamp(folder);
    handToBuild(folder, stamp, checkContent(folder));
    vi.stubEnv("npm_lifecycle_event", "build");
    expect(takeFromCheck(folder, stamp)).toBeUndefined();
  });
});
