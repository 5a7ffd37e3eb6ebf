import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { phonePhoto } from "#tests/fixtures/phone-photo.ts";

const folder = mkdtempSync(path.join(tmpdir(), "content-"));
cpSync(path.resolve("tests/fixtures/launch-content"), folder, { recursive: true });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("npm run build with a mistake in the content", () => {
  it("stops before building, naming the file and the field", () => {
    const gambia = path.join(folder, "programs/digital-bridge-gambia.yml");
    writeFileSync(
      gambia,
      readFileSync(gambia, "utf8").replace(/applicationDeadline: .*/, "applicationDeadline: 31/07/2026"),
    );
    const build = spawnSync("npm", ["run", "build", "--silent"], {
      env: { ...process.env, CONTENT_DIR: folder },
      encoding: "utf8",
      timeout: 60_000,
    });
    const output = `${build.stdout}${build.stderr}`;
    expect(build.status).not.toBe(0);
    expect(output).toContain(
      `${folder}/programs/digital-bridge-gambia.yml: Program page › Application deadline "31/07/2026" is not a date. Write it as 2026-07-31.`,
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/<html|<!DOCTYPE/i);
    expect(output).not.toContain("Prerender");
  });

  it("stops before building at a photo that still says where it was taken", async () => {
    const photos = mkdtempSync(path.join(tmpdir(), "content-"));
    cpSync(path.resolve("tests/fixtures/launch-content"), photos, { recursive: true });
    mkdirSync(path.join(photos, "files"));
    writeFileSync(path.join(photos, "files/awa-jallow.jpg"), await phonePhoto());
    const build = spawnSync("npm", ["run", "build", "--silent"], {
      env: { ...process.env, CONTENT_DIR: photos },
      encoding: "utf8",
      timeout: 60_000,
    });
    rmSync(photos, { recursive: true, force: true });
    const output = `${build.stdout}${build.stderr}`;
    expect(build.status).not.toBe(0);
    expect(output).toContain(
      `${photos}/files/awa-jallow.jpg: this picture still says where it was taken (its GPS position)`,
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain("Prerender");
  });
});
