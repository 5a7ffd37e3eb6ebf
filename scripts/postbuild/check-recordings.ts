// Spoken summaries, checked in the built site: each recording must be there and be what its
// name says, Opus in Ogg or MP3, which every browser of the support floor plays. One line per
// problem, naming the file and the field as the content check does.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseBuffer } from "music-metadata";
import { describePath } from "#app/schema/field-path.ts";
import type { Content } from "#app/content/load.server.ts";
import { contentKinds } from "#app/schema/registry.ts";
import { hasPage } from "#app/lib/programs.ts";

/** Past this size a recording gets a warning: visitors pay for it, and wait for it, on mobile data. */
export const largeRecordingBytes = 1_000_000;

/** What each file name promises, as music-metadata names the container and the codec. */
const expected: Record<string, { container: RegExp; codec: RegExp; name: string }> = {
  ogg: { container: /^ogg$/i, codec: /^opus$/i, name: "Opus in Ogg" },
  opus: { container: /^ogg$/i, codec: /^opus$/i, name: "Opus in Ogg" },
  mp3: { container: /^mpeg$/i, codec: /layer 3|^mp3$/i, name: "MP3" },
};

/** The recordings are the same in every language, so the site's own content names them. */
export async function checkRecordings(
  client: string,
  languages: ReadonlyArray<{ content: Content }>,
  shownFolder: string,
): Promise<{ problems: string[]; warnings: string[] }> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const { schema, folder } = contentKinds.programs;
  for (const program of languages[0]?.content.programs.filter(hasPage) ?? []) {
    for (const [index, { file }] of (program.page.listen?.items ?? []).entries()) {
      const at = ["page", "listen", "items", index, "file"];
      const where = `${shownFolder}/${folder}/${program.slug}.yml: ${describePath(schema, program, at)} "${file}"`;
      const onDisk = path.join(client, file);
      if (!existsSync(onDisk)) {
        problems.push(
          `${where} is not among the uploaded files. Upload it in the editor, or put it in ${shownFolder}/files/.`,
        );
        continue;
      }
      const promised = expected[file.split(".").at(-1)?.toLowerCase() ?? ""];
      // Read by what the bytes are, not by the file's name.
      const format = await parseBuffer(readFileSync(onDisk), undefined, { duration: true }).then(
        (metadata) => metadata.format,
        () => undefined,
      );
      const holds = format?.container
        ? [format.container, format.codec].filter(Boolean).join(", ")
        : "nothing a player can read";
      if (
        !promised ||
        !format?.container ||
        !format.codec ||
        !promised.container.test(format.container) ||
        !promised.codec.test(format.codec)
      ) {
        problems.push(
          `${where} is not ${promised?.name ?? "Opus or MP3"} inside (it holds ${holds}). Export the recording again as Opus (.ogg) or MP3 (.mp3).`,
        );
        continue;
      }
      const bytes = statSync(onDisk).size;
      if (bytes > largeRecordingBytes) {
        warnings.push(
          `${where} is ${(bytes / 1_000_000).toFixed(1)} MB: visitors on mobile data wait and pay for every megabyte. Export it smaller than 1 MB if you can (Opus at 24 kbit/s is clear for speech).`,
        );
      }
    }
  }
  return { problems, warnings };
}
