// The content editor as a volunteer runs it (`npm run edit`): the dev server on a Git
// repository of her own, holding a copy of a content set. One for the tests of a group, one
// after another; each test starts from the content as it was copied.
import { test } from "@playwright/test";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { contentFormatFor } from "#editor/content-format.ts";
import { contentShapes } from "#editor/widgets.ts";
import { freePort } from "#scripts/free-port.ts";
import { expect } from "./editor-screen.ts";

export interface EditorSession {
  /** The dev server's address: http://127.0.0.1:<port>. */
  readonly origin: string;
  /** The volunteer's repository, its content in content/. */
  readonly repository: string;
  git(...args: string[]): string;
  /** A file of the repository as the editor saved it; undefined while a save is being written. */
  readSaved(file: string): Record<string, unknown> | undefined;
}

/**
 * Starts the editor, for the tests of the group it is called in, on a repository whose content/
 * `copy` fills (a content set copied in).
 */
export function editorSession(copy: (contentFolder: string) => void): EditorSession {
  let editor: ChildProcess | undefined;
  let initialCommit = "";
  const session = {
    origin: "",
    repository: "",
    git: (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], {
        cwd: session.repository,
        encoding: "utf8",
      }),
    readSaved(file: string) {
      try {
        const document: unknown = parse(readFileSync(path.join(session.repository, file), "utf8"));
        return document && typeof document === "object" ? (document as Record<string, unknown>) : undefined;
      } catch {
        return undefined;
      }
    },
  };

  test.beforeAll(async () => {
    session.repository = mkdtempSync(path.join(tmpdir(), "site-editor-"));
    const content = path.join(session.repository, "content");
    copy(content);
    // As the editor writes each file: one written by hand in another form is rewritten by its
    // first save, and the tests ask what a save changes after that.
    const format = contentFormatFor(contentShapes());
    for (const file of readdirSync(content, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".yml")) continue;
      const at = path.join(content, file);
      writeFileSync(at, format.toFile(format.fromFile(readFileSync(at, "utf8"))));
    }
    session.git("init", "--quiet");
    session.git("add", "--all");
    session.git("commit", "--quiet", "--message", "The content as it is");
    initialCommit = session.git("rev-parse", "HEAD").trim();
    const port = await freePort();
    session.origin = `http://127.0.0.1:${port}`;
    // Its output is kept, to say why if it does not start.
    const logFile = path.join(mkdtempSync(path.join(tmpdir(), "site-editor-log-")), "dev-server.log");
    const log = openSync(logFile, "w");
    editor = spawn(process.execPath, ["scripts/edit.ts"], {
      env: { ...process.env, CONTENT_DIR: content, PORT: String(port) },
      stdio: ["ignore", log, log],
    });
    await expect
      .poll(
        () =>
          fetch(`${session.origin}/admin/`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200)
      .catch((error: unknown) => {
        throw new Error(`The dev server did not start:\n${readFileSync(logFile, "utf8").slice(-2000)}`, {
          cause: error,
        });
      });
  });

  // Each test starts from the content as it is, whichever ran before it and however it ended.
  test.beforeEach(() => {
    session.git("reset", "--quiet", "--hard", initialCommit);
    session.git("clean", "--quiet", "-fd");
  });

  test.afterAll(() => {
    editor?.kill("SIGTERM");
    if (session.repository) rmSync(session.repository, { recursive: true, force: true });
  });

  return session;
}
