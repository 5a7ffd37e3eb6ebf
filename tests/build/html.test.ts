import { FileSystemConfigLoader, HtmlValidate } from "html-validate/node";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listPages } from "#scripts/postbuild/site-files.ts";
import { builtPages, client } from "./built-site.ts";

// Rules and the reasons for any change to them: .htmlvalidate.mjs
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe("valid HTML", async () => {
  const pages = await listPages(client);

  it("finds every built page", () => {
    expect(pages).toEqual(builtPages.map((page) => page.file).sort());
  });

  for (const page of pages) {
    it(`${page} passes html-validate`, async () => {
      const report = await validator.validateFile(path.join(client, page));
      const messages = report.results.flatMap((result) =>
        result.messages.map(
          (message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        ),
      );
      expect(messages).toEqual([]);
    });
  }
});
