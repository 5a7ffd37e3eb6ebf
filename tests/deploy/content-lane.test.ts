// The content lane (npm run check:content) on a copy of content/ changed as a volunteer would:
// it passes a changed date, says a content mistake in the build's own plain line, and catches
// what only a browser sees (a word too long for a 320 px phone) on the pages the change affects.
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

// Inside the project: the build's server bundle resolves the project's packages from there.
const folder = path.resolve("build/content-lane-test");
const content = path.join(folder, "content");
const program = path.join(content, "programs/digital-bridge-gambia.yml");
// As a volunteer's shell runs it: not in the test runner's mode, which the build would take.
const shell = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
);
const env = { ...shell, CONTENT_DIR: content, BUILD_DIR: path.join(folder, "build"), E2E_PORT: "4191" };

beforeEach(() => {
  rmSync(folder, { recursive: true, force: true });
  cpSync(path.resolve("content"), content, { recursive: true });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function edit(change: (text: string) => string) {
  writeFileSync(program, change(readFileSync(program, "utf8")));
}

function lane() {
  const result = spawnSync("node", ["scripts/check-content-lane.ts", "programs/digital-bridge-gambia.yml"], {
    env,
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The lines that name a file of the content: what the staff read. */
const contentLines = (output: string) => output.split("\n").filter((line) => /\.yml: /.test(line));

describe("npm run check:content", { timeout: 300_000 }, () => {
  it("passes a date changed in one program, naming the pages it checked", () => {
    edit((text) =>
      text
        .replace(/applicationDeadline: .*/, "applicationDeadline: 2027-01-15")
        .replace(/nextCohortStart: .*/, "nextCohortStart: 2027-02"),
    );
    const { status, output } = lane();
    expect(output).toContain("The content lane passed in");
    expect(output).toMatch(/^ {2}\/fr\/programs\/digital-bridge-gambia\/$/m);
    expect(status).toBe(0);
  });

  it("stops at a content mistake with the same plain line as the whole suite's build", () => {
    edit((text) => text.replace(/applicationDeadline: .*/, "applicationDeadline: 31/07/2026"));
    const { status, output } = lane();
    const build = spawnSync("npm", ["run", "build", "--silent"], { env, encoding: "utf8" });
    expect(status).not.toBe(0);
    expect(contentLines(output)).toEqual(contentLines(`${build.stdout}${build.stderr}`));
    expect(contentLines(output).join("\n")).toContain(
      'programs/digital-bridge-gambia.yml: Program page › Application deadline "31/07/2026" is not a date.',
    );
    expect(output).not.toMatch(/^\s+at /m);
  });

  it("catches a word too long for a 320 px phone, which only a browser sees", () => {
    edit((text) =>
      text.replace("learning digital skills", "learning ruraltelecommunicationsinfrastructure skills"),
    );
    const { status, output } = lane();
    expect(output).toContain("ruraltelecommunicationsi|nfrastructure");
    expect(output).toContain("The content lane stopped at: the browser checks of those pages.");
    expect(status).not.toBe(0);
  });
});
