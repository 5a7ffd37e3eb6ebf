// The build says which translations the English has moved on from, from the site's Git
// history: here a copy of the content, inside a larger repository, with a history of its own.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyLaunchContent } from "#tests/fixtures/launch-with-french.ts";
import { outdatedTranslations } from "./outdated-translations.ts";

let top: string;
let folder: string;

// Every commit at the same second: the order must come from the history, not the clock.
const gitEnv = {
  ...process.env,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "Volunteer",
  GIT_AUTHOR_EMAIL: "volunteer@example.org",
  GIT_COMMITTER_NAME: "Volunteer",
  GIT_COMMITTER_EMAIL: "volunteer@example.org",
  GIT_AUTHOR_DATE: "2026-01-01T00:00:00Z",
  GIT_COMMITTER_DATE: "2026-01-01T00:00:00Z",
};

function git(cwd: string, ...args: string[]) {
  execFileSync("git", args, { cwd, env: gitEnv, stdio: "pipe" });
}

function commit(message: string) {
  git(top, "add", "-A");
  git(top, "commit", "-q", "-m", message);
}

function edit(file: string, change: (data: Record<string, Record<string, unknown>>) => void) {
  const target = path.join(folder, file);
  const data = parse(readFileSync(target, "utf8")) as Record<string, Record<string, unknown>>;
  change(data);
  writeFileSync(target, stringify(data));
}

function warnings(): string[] {
  return outdatedTranslations(folder).map((line) => line.replaceAll(`${folder}/`, "content/"));
}

const headingLine =
  "content/home.fr.yml: Hero › Heading changed in content/home.yml after this translation was last saved; check that it still says the same.";

beforeEach(() => {
  top = mkdtempSync(path.join(tmpdir(), "site-"));
  folder = path.join(top, "site", "content");
  copyLaunchContent(folder);
  writeFileSync(path.join(top, "README.md"), "A larger repository.\n");
  git(top, "init", "-q");
  commit("The site");
});
afterEach(() => rmSync(top, { recursive: true, force: true }));

// A few Git processes per test, slower on a busy machine than the default 5 seconds allow.
describe("translations the English has moved on from", { timeout: 20_000 }, () => {
  it("names the translation and the field after an English change, until the translation is saved", () => {
    expect(warnings()).toEqual([]);
    edit("home.yml", (data) => (data.hero!.heading = "Women Shaping Technology"));
    commit("A new heading");
    expect(warnings()).toEqual([headingLine]);

    edit("home.fr.yml", (data) => (data.hero!.heading = "Les femmes façonnent la technologie"));
    commit("Its French");
    expect(warnings()).toEqual([]);
  });

  it("counts an English change not yet committed, and a translation changed since as saved", () => {
    edit("home.yml", (data) => (data.hero!.heading = "Women Shaping Technology"));
    edit("home.yml", (data) => (data.hero!.text = "We train women."));
    edit("home.yml", (data) => ((data.hero!.buttons as string[])[1] = "About Us"));
    edit("home.yml", (data) => (data.mission!.intro = "Technology decides."));
    expect(warnings()).toEqual([
      "content/home.fr.yml: Hero › Heading; Hero › Text; Hero › Buttons › Button 2 “About Us” and 1 more changed in content/home.yml after this translation was last saved; check that it still says the same.",
    ]);
    edit("home.fr.yml", (data) => (data.hero!.eyebrow = "Formation · Mentorat"));
    expect(warnings()).toEqual([]);
  });

  it("says nothing for a folder outside Git", () => {
    rmSync(path.join(top, ".git"), { recursive: true, force: true });
    expect(warnings()).toEqual([]);
  });

  it("in a shallow clone, checks the English changes the history holds and says the rest was not", () => {
    edit("home.yml", (data) => (data.hero!.heading = "Women Shaping Technology"));
    commit("A new heading");
    const clone = mkdtempSync(path.join(tmpdir(), "clone-"));
    try {
      git(clone, "clone", "-q", "--depth", "1", `file://${top}`, ".");
      folder = path.join(clone, "site", "content");
      // Its one commit holds every file: the heading's change before it cannot be seen.
      const [shallow = ""] = warnings();
      expect(warnings()).toEqual([shallow]);
      expect(shallow).toMatch(
        /^This copy of the site's history is shallow, so for \d+ translations saved before its oldest commit only the English changes since that commit were checked\. Fetch the whole history to check them all \(git fetch --unshallow; in a GitHub workflow, fetch-depth: 0\)\.$/,
      );

      edit("home.yml", (data) => (data.hero!.heading = "Women Leading Technology"));
      expect(warnings()).toEqual([headingLine, shallow]);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });
});
