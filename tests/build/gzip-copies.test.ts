import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { getsGzipCopy } from "#scripts/postbuild/gzip-copies.ts";
import { listFiles } from "#scripts/postbuild/site-files.ts";
import { client } from "./built-site.ts";

// To the second, as nginx's Last-Modified says it; read whole, not through a rounded float.
const seconds = (file: string) => statSync(file, { bigint: true }).mtimeNs / 1_000_000_000n;

describe("the gzipped copies nginx and npm start serve", () => {
  it("exist for each text file nginx would gzip, hold the final file and carry its time", async () => {
    expect(existsSync(path.join(client, "index.html.gz"))).toBe(true);
    for (const file of await listFiles(client)) {
      const source = path.join(client, file);
      const copy = `${source}.gz`;
      if (!getsGzipCopy(file, statSync(source).size)) {
        expect(existsSync(copy), file).toBe(false);
        continue;
      }
      expect(gunzipSync(readFileSync(copy)).equals(readFileSync(source)), file).toBe(true);
      expect(seconds(copy), file).toBe(seconds(source));
    }
  });
});
