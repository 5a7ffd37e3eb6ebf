// The spoken summaries a volunteer may get wrong, with the line the build prints.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadContent } from "#app/content/load.server.ts";
import { silentMp3 } from "#tests/fixtures/recording.ts";
import { checkRecordings } from "./check-recordings.ts";

let client: string;
beforeEach(() => {
  client = mkdtempSync(path.join(tmpdir(), "client-"));
  mkdirSync(path.join(client, "files"));
  writeFileSync(path.join(client, "files/wolof.mp3"), silentMp3(20));
  writeFileSync(path.join(client, "files/long.mp3"), silentMp3(300));
  writeFileSync(path.join(client, "files/renamed.mp3"), "%PDF-1.4 a brochure, renamed");
  writeFileSync(path.join(client, "files/mp3-named-ogg.ogg"), silentMp3(5));
});
afterEach(() => rmSync(client, { recursive: true, force: true }));

/** What the build says of the Digital Bridge Gambia page with these recordings. */
async function check(...files: string[]) {
  const content = loadContent("tests/fixtures/launch-content");
  const gambia = content.programs.find((program) => program.slug === "digital-bridge-gambia")!;
  gambia.page!.listen = {
    heading: "Listen",
    intro: "A spoken summary.",
    items: files.map((file) => ({ language: "Wolof", code: "wo", file, transcript: "Jàng bi amul pay." })),
  };
  return checkRecordings(client, [{ content }], "content");
}

const recording =
  "content/programs/digital-bridge-gambia.yml: Program page › Spoken summaries › Recordings › Recording 1 “Wolof” › Recording";

describe("a spoken summary, as a volunteer may get it wrong", () => {
  it("passes as Opus or MP3 that is there", async () => {
    expect(await check("/files/wolof.mp3")).toEqual({ problems: [], warnings: [] });
  });

  it.each([
    [
      "a file that was never uploaded",
      "/files/mandinka.mp3",
      `${recording} "/files/mandinka.mp3" is not among the uploaded files. Upload it in the editor, or put it in content/files/.`,
    ],
    [
      "another kind of file renamed",
      "/files/renamed.mp3",
      `${recording} "/files/renamed.mp3" is not MP3 inside (it holds nothing a player can read). Export the recording again as Opus (.ogg) or MP3 (.mp3).`,
    ],
    [
      "MP3 named as Ogg",
      "/files/mp3-named-ogg.ogg",
      `${recording} "/files/mp3-named-ogg.ogg" is not Opus in Ogg inside (it holds MPEG, MPEG 1 Layer 3). Export the recording again as Opus (.ogg) or MP3 (.mp3).`,
    ],
  ])("stops the build for %s", async (_, file, line) => {
    expect((await check(file)).problems).toEqual([line]);
  });

  it("warns above 1 MB", async () => {
    expect((await check("/files/long.mp3")).warnings).toEqual([
      `${recording} "/files/long.mp3" is 1.2 MB: visitors on mobile data wait and pay for every megabyte. Export it smaller than 1 MB if you can (Opus at 24 kbit/s is clear for speech).`,
    ]);
  });
});
