// Fields that choose something else of the site's: a program or a story by its file name, or
// an uploaded photo. The editor offers each as a choice among those there are.
import * as z from "zod";
import { paragraph, patterned, slugPattern } from "./fields.ts";
import { filesFolder } from "./links.ts";

/** One of the site's programs, chosen by its title and kept as its file name. */
export function programName(label: string, hint: string) {
  return patterned(slugPattern, {
    label,
    hint,
    format: "Write the name of a file in content/programs/ without .yml, such as digital-bridge-gambia.",
    translatable: false,
    kind: "program",
  });
}

/** One of the site's stories, chosen by its title and kept as its file name. */
export function storyName(label: string, hint: string) {
  return patterned(slugPattern, {
    label,
    hint,
    format:
      "Write the name of a file in content/stories/ without .yml, such as from-market-stall-to-web-designer.",
    translatable: false,
    kind: "story",
  });
}

/**
 * Photos staff upload: the formats phones take them in, and WebP, which the editor makes of
 * them as it uploads (smaller, upright, without where they were taken). Visitors are sent only
 * the site's JPEG copies, which every browser of the support floor shows.
 */
export const photoTypes = ["jpg", "jpeg", "png", "webp"] as const;

/** A photo staff upload, kept in content/files/ like a download, and its description. */
export function photo(hint: string) {
  return z
    .object({
      file: z
        .string()
        .trim()
        .superRefine((file, context) => {
          const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? "";
          if (!file.startsWith(filesFolder) || !/^\/[^\s#?]*$/.test(file)) {
            context.addIssue({
              code: "custom",
              rule: "link",
              message: `"${file}" is not an uploaded file. Upload the photo here; it is kept in content${filesFolder}.`,
            });
          } else if (!(photoTypes as readonly string[]).includes(extension)) {
            context.addIssue({
              code: "custom",
              rule: "link",
              message: `"${file}" is not a photo the site can make copies of. Upload it as a JPEG (.jpg) or a PNG (.png).`,
            });
          }
        })
        .meta({
          label: "Photo",
          hint: "A JPEG or PNG from the phone or camera: the editor makes it smaller as it uploads, and leaves out where it was taken; the site makes small copies of it for phones.",
          kind: "image",
          translatable: false,
        }),
      alt: paragraph(
        "Photo description",
        'What the photo shows, for people who cannot see it, e.g. "Awa at her desk, smiling, with a laptop".',
      ),
    })
    .strict()
    .meta({ label: "Photo", hint });
}
