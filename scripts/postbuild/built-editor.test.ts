import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { madeOf } from "./built-editor.ts";

// A build copies the editor's kept bundle when what it was made of hashes the same: each change
// that would bundle it otherwise must change the hash.
describe("what the editor's kept bundle was made of", () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  function project() {
    const root = mkdtempSync(path.join(tmpdir(), "editor-made-"));
    roots.push(root);
    mkdirSync(path.join(root, "editor"));
    writeFileSync(path.join(root, "editor/editor.ts"), "export const x = 1;\n");
    writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion": 3}\n');
    return root;
  }

  it("is the same while no file changes", async () => {
    const root = project();
    expect(await madeOf(["editor/editor.ts"], root)).toBe(await madeOf(["editor/editor.ts"], root));
  });

  it("changes with a bundled module, a package's version, or a file gone", async () => {
    const root = project();
    const before = await madeOf(["editor/editor.ts"], root);
    writeFileSync(path.join(root, "editor/editor.ts"), "export const x = 2;\n");
    const edited = await madeOf(["editor/editor.ts"], root);
    expect(edited).not.toBe(before);
    writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion": 3, "packages": {}}\n');
    const upgraded = await madeOf(["editor/editor.ts"], root);
    expect(upgraded).not.toBe(edited);
    rmSync(path.join(root, "editor/editor.ts"));
    expect(await madeOf(["editor/editor.ts"], root)).not.toBe(upgraded);
  });
});
