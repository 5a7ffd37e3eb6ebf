import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { laneOf } from "./lane.ts";

describe("the lane a change takes", () => {
  it("is the content lane for files in content/ alone, as the editor saves them", () => {
    expect(laneOf(["content/programs/x.yml"])).toBe("content");
    expect(laneOf(["content/site.fr.yml", "content/files/awa.jpg", "content/events/new.yml"])).toBe(
      "content",
    );
  });

  it("is the whole suite for any file outside content/, or no change at all", () => {
    expect(laneOf(["content/home.yml", "app/root.tsx"])).toBe("full");
    expect(laneOf(["package-lock.json"])).toBe("full");
    expect(laneOf([".github/workflows/site.yml"])).toBe("full");
    expect(laneOf(["tests/fixtures/full-content/home.yml"])).toBe("full");
    expect(laneOf(["contents.md"])).toBe("full");
    expect(laneOf([])).toBe("full");
  });
});

describe("node scripts/lane.ts, as the workflow runs it", () => {
  const repository = mkdtempSync(path.join(tmpdir(), "lane-"));
  const output = `${repository}-output.txt`;
  afterAll(() => {
    rmSync(repository, { recursive: true, force: true });
    rmSync(output, { force: true });
  });
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.org", ...args], {
      cwd: repository,
      encoding: "utf8",
    }).trim();
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repository, file)), { recursive: true });
    writeFileSync(path.join(repository, file), text);
  };
  const commit = (file: string, text: string) => {
    write(file, text);
    git("add", "-A");
    git("commit", "-q", "-m", `Change ${file}`);
    return git("rev-parse", "HEAD");
  };
  const laneSince = (base: string) => {
    writeFileSync(output, "");
    execFileSync("node", [path.resolve("scripts/lane.ts"), base], {
      cwd: repository,
      env: { ...process.env, GITHUB_OUTPUT: output },
      encoding: "utf8",
    });
    return readFileSync(output, "utf8").trim();
  };
  git("init", "-q");
  const first = commit("app/root.tsx", "export {};\n");
  const dated = commit("content/programs/x.yml", "applicationDeadline: 2026-12-15\n");

  it("sets lane=content for a save of the content since the base commit", () => {
    expect(laneSince(first)).toBe("lane=content");
  });

  it("takes only what is committed: a file left beside the checkout changes nothing", () => {
    write("notes.txt", "not committed\n");
    expect(laneSince(first)).toBe("lane=content");
    rmSync(path.join(repository, "notes.txt"));
  });

  it("sets lane=full when the change reaches past content/", () => {
    commit("app/root.tsx", "export const changed = true;\n");
    expect(laneSince(dated)).toBe("lane=full");
    expect(laneSince(first)).toBe("lane=full");
  });

  it("sets lane=full without a base commit: the morning rebuild, a new branch", () => {
    expect(laneSince("")).toBe("lane=full");
    expect(laneSince("0000000000000000000000000000000000000000")).toBe("lane=full");
    // A base the clone lacks, as after a push that rewrote history.
    expect(laneSince("1234567890abcdef1234567890abcdef12345678")).toBe("lane=full");
  });
});

describe("the workflow's lanes (.github/workflows/site.yml)", () => {
  interface Step {
    run?: string;
    if?: string;
    uses?: string;
    with?: Record<string, string>;
  }
  const workflow = parse(readFileSync(".github/workflows/site.yml", "utf8")) as {
    jobs: Record<string, { needs?: string | string[]; if?: string; steps: Step[] }>;
  };
  const { lane, test, publish } = workflow.jobs;
  const runs = (steps: Step[] = []) => steps.flatMap((step) => (step.run ? [step] : []));

  it("chooses the lane with scripts/lane.ts, against main as the pull request merges into it, or main before the push", () => {
    const chooser = runs(lane?.steps).find((step) => step.run?.includes("node scripts/lane.ts"));
    expect(chooser).toBeDefined();
    const step = lane?.steps.find((each) => each === chooser) as Step & { env?: Record<string, string> };
    expect(step.env?.BASE).toContain("'HEAD^1'");
    expect(step.env?.BASE).toContain("github.event.before");
  });

  it("runs the content lane for the content lane and the whole npm test for any other", () => {
    const steps = runs(test?.steps);
    expect(steps.find((step) => step.run?.startsWith("npm run check:content"))?.if).toBe(
      "needs.lane.outputs.lane == 'content'",
    );
    expect(steps.find((step) => step.run === "npm test")?.if).toBe("needs.lane.outputs.lane == 'full'");
  });

  it("publishes without running a check again, and only once one passed here or on the same files", () => {
    expect(runs(publish?.steps)).toEqual([]);
    expect(publish?.needs).toEqual(["lane", "test"]);
    expect(publish?.if).toContain("needs.test.result == 'success'");
    expect(publish?.if).toContain("needs.lane.outputs.tested-run != ''");
    expect(test?.if).toBe("needs.lane.outputs.tested-run == ''");
  });
});
