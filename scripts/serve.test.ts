// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const site = mkdtempSync(path.join(tmpdir(), "serve-cli-test-"));
for (const file of ["index.html", "404.html", "_headers"]) writeFileSync(path.join(site, file), "");

function serve(folder: string, port: string) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(import.meta.dirname, "serve.ts"), folder],
      { env: { ...process.env, PORT: port, HOST: "127.0.0.1" }, timeout: 15_000 },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("npm start's server, when it cannot start", () => {
  it("names a missing build and the command that makes it", async () => {
    const { code, stderr } = await serve(path.join(site, "missing"), "0");
    expect(code).toBe(1);
    expect(stderr).toMatch(/index\.html is missing: run `npm run build` first\.\n$/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses a PORT that is not a port number", async () => {
    const { code, stderr } = await serve(site, "abc");
    expect(code).toBe(1);
    expect(stderr).toBe('PORT must be a port number from 0 to 65535, not "abc".\n');
  });

  it("says the port is taken, and how to choose another", async () => {
    const taken = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => taken.once("listening", resolve));
    const port = (taken.address() as { port: number }).port;
    const { code, stderr } = await serve(site, String(port));
    taken.close();
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Port ${port} is already in use on 127.0.0.1: stop the other server or choose another, e.g. PORT=${port + 1} npm start.\n`,
    );
  });
});
