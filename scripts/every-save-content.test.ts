/* eslint-disable @typescript-eslint/no-explicit-any -- the content set is read as the YAML it is */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as z from "zod";
import { parse } from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentProblems } from "#app/content/content-error.ts";
import { loadContent, loadLanguages } from "#app/content/load.server.ts";
import { pageTitleProblems } from "#app/lib/title-rules.ts";
import { patterned, text } from "#app/schema/fields.ts";
import { contentKinds, type Registry } from "#app/schema/registry.ts";
import { makeEverySaveContent } from "./every-save-content.ts";

let folder: string;
beforeEach(() => {
  folder = path.join(mkdtempSync(path.join(tmpdir(), "every-save-")), "content");
});
afterEach(() => rmSync(path.dirname(folder), { recursive: true, force: true }));

const read = (file: string) => parse(readFileSync(path.join(folder, file), "utf8")) as Record<string, any>;

/** The programs' schema with one more optional field. */
function withProgramField(name: string, field: z.ZodType): Registry {
  const { programs } = contentKinds;
  return { ...contentKinds, programs: { ...programs, schema: programs.schema.extend({ [name]: field }) } };
}

describe("the content set of every legitimate save", () => {
  it("sets every optional field of the schema, and the content check takes it whole", () => {
    expect(makeEverySaveContent(folder)).toEqual([]);
    let problems: readonly string[];
    try {
      loadContent(folder);
      problems = pageTitleProblems(loadLanguages(folder), "content");
    } catch (error) {
      problems = contentProblems(error) ?? [String(error)];
    }
    expect(problems).toEqual([]);
    // Among what the fixture leaves unset: a footer column's own links, each leading somewhere.
    expect(read("site.yml").footer.programLinks).toEqual([
      expect.objectContaining({ label: expect.any(String), link: expect.any(String) }),
    ]);
  });

  it("takes in a field added to the schema, without anyone listing it", () => {
    const kinds = withProgramField("subtitle", text("Subtitle").optional());
    expect(makeEverySaveContent(folder, { kinds })).toEqual([]);
    const programs = ["advanced-development", "data-skills-online", "digital-bridge-gambia"];
    expect(programs.map((name) => read(`programs/${name}.yml`).subtitle)).toContain("Subtitle");
  });

  it("says which field it could make no value for: one the schema knows only by a pattern", () => {
    const kinds = withProgramField(
      "code",
      patterned(/^[A-Z]{3}-\d{2}$/, { label: "Code", format: "Write it as ABC-12." }).optional(),
    );
    expect(makeEverySaveContent(folder, { kinds })).toEqual(["programs: code"]);
  });
});
