import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkContent } from "./check.server.ts";
import {
  checkedBeside,
  checkedBesideVariable,
  contentChecked,
  forgetHanded,
  handToBuild,
  takeFromCheck,
} from "./checked-before.server.ts";
import { folderStamp } from "./files.server.ts";

const folder = mkdtempSync(path.join(tmpdir(), "checked-before-"));
cpSync("tests/fixtures/launch-content", folder, { recursive: true });
afterAll(() => rmSync(folder, { recursive: true, force: true }));
// As `npm run build` runs the check and the build.
beforeEach(() => {
  vi.stubEnv("npm_lifecycle_event", "build");
});

describe("the content the check hands to the build after it", () => {
  it("is each of the build's processes', as the check read it, until the build forgets it", () => {
    const stamp = folderStamp(folder);
    const checked = checkContent(folder);
    handToBuild(folder, stamp, checked);
    // The bundles' process and the pages' each take it.
    expect(takeFromCheck(folder, folderStamp(folder))).toEqual(checked);
    expect(takeFromCheck(folder, folderStamp(folder))).toEqual(checked);
    // Once the build ended, the next one reads the files.
    forgetHanded(folder);
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

describe("the site's build started beside the check", () => {
  // As scripts/build.ts starts it: with a channel and the variable set.
  function started() {
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { checkedBeside } from ${JSON.stringify(path.resolve("app/content/checked-before.server.ts"))};
         console.log("waiting");
         await Promise.all([checkedBeside(), checkedBeside()]);
         console.log("reads the content");`,
      ],
      { stdio: ["ignore", "pipe", "inherit", "ipc"], env: { ...process.env, [checkedBesideVariable]: "1" } },
    );
    let said = "";
    const saying = (words: string) =>
      new Promise<void>((resolve) =>
        child.stdout?.on("data", (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes(words)) resolve();
        }),
      );
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    return { child, saying, exited, said: () => said };
  }

  it("reads the content only once told the check passed, then ends", async () => {
    const build = started();
    await build.saying("waiting");
    // Nothing else it is told lets it go on.
    build.child.send("something else");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(build.said()).not.toContain("reads the content");
    build.child.send(contentChecked);
    await build.saying("reads the content");
    // The channel, still open on this side, does not keep it from ending.
    expect(await build.exited).toBe(0);
  });

  it("goes on at once anywhere else", async () => {
    await expect(checkedBeside()).resolves.toBeUndefined();
  });
});
