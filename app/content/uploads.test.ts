import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentCopy } from "#tests/fixtures/content-copy.ts";
import { phonePhoto } from "#tests/fixtures/phone-photo.ts";
import { loadContent } from "./load.server.ts";
import { photoProblems, uploadProblems } from "./uploads.server.ts";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "content-"));
  mkdirSync(path.join(folder, "files"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("an uploaded photo, in a repository anyone may read", () => {
  it("is refused while it says where it was taken, in one line naming it", async () => {
    writeFileSync(path.join(folder, "files/awa.jpg"), await phonePhoto());
    writeFileSync(path.join(folder, "files/class.png"), await phonePhoto({ format: "png" }));
    expect((await uploadProblems(folder)).map((line) => line.replace(folder, "content"))).toEqual([
      "content/files/awa.jpg: this picture still says where it was taken (its GPS position), and the site's files are public. Upload it again through the editor, which leaves the position out, or turn off Location in the phone's sharing options before you upload it.",
      "content/files/class.png: this picture still says where it was taken (its GPS position), and the site's files are public. Upload it again through the editor, which leaves the position out, or turn off Location in the phone's sharing options before you upload it.",
    ]);
  });

  it("is taken from a phone without its position, turned as the phone held it", async () => {
    writeFileSync(path.join(folder, "files/awa.jpg"), await phonePhoto({ withPosition: false }));
    writeFileSync(path.join(folder, "files/brochure.pdf"), "%PDF-1.4");
    writeFileSync(path.join(folder, "files/broken.jpg"), "not a picture");
    expect(await uploadProblems(folder)).toEqual([]);
  });
});

describe("a story's photo", () => {
  const story = "stories/from-market-stall-to-web-designer.yml";
  const { edit, folder } = contentCopy("tests/fixtures/full-content");

  it("is there and readable, or said in one line naming the story and the field", async () => {
    edit(story, (data) => (data.photo.file = "/files/awa-at-work.jpg"));
    writeFileSync(path.join(folder(), "files/awa-at-work.png"), "not a picture");
    const lines = async () =>
      (await photoProblems(folder(), loadContent(folder()))).map((line) => line.replace(folder(), "content"));
    expect(await lines()).toEqual([
      `content/${story}: Photo "/files/awa-at-work.jpg" is not among the uploaded files (content/files/). Upload it, or empty the photo.`,
    ]);
    edit(story, (data) => (data.photo.file = "/files/awa-at-work.png"));
    expect(await lines()).toEqual([
      `content/${story}: Photo "/files/awa-at-work.png" is not a picture the site can read. Save it again as a JPEG or a PNG, and upload it again.`,
    ]);
  });
});
