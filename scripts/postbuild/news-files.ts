// The files beside the stories' and events' pages, written into the build: each language's feed
// and calendar files, and the copies of the photos every language shares (app/lib/news-files.server.ts).
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PageFacts } from "#app/schema/types.ts";
import { calendarFile, photoCopy, storiesFeed, type LanguageContent } from "#app/lib/news-files.server.ts";
import { photoCopies } from "#app/lib/photos.ts";
import { filesFolder } from "#app/schema/links.ts";
import { calendarFilePath, feedPath } from "#app/lib/site-map.ts";

async function write(client: string, address: string, body: string | Buffer): Promise<void> {
  const file = path.join(client, address.slice(1));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}

/** Each language's feed and calendar files, and the copies of the photos every language shares. */
export async function writeNewsFiles(
  client: string,
  languages: readonly LanguageContent[],
  photos: PageFacts["photos"],
  { shownFolder, uploads }: { shownFolder: string; uploads: string },
): Promise<{ problems: string[]; warnings: string[] }> {
  const problems: string[] = [];
  for (const each of languages) {
    const feed = storiesFeed(each);
    if (feed) await write(client, feedPath(each.language), feed);
    for (const event of each.content.events) {
      await write(client, calendarFilePath(event.slug, each.language), calendarFile(each, event.slug));
    }
  }
  const [own] = languages;
  for (const story of own?.content.stories ?? []) {
    if (!story.photo) continue;
    const size = photos[story.photo.file];
    const source = path.join(uploads, story.photo.file.slice(filesFolder.length));
    if (!size) {
      problems.push(
        existsSync(source)
          ? `${shownFolder}/stories/${story.slug}.yml: Photo "${story.photo.file}" is not a picture the site can read. Save it again as a JPEG or a PNG, and upload it again.`
          : `${shownFolder}/stories/${story.slug}.yml: Photo "${story.photo.file}" is not among the uploaded files (content/files/). Upload it, or empty the photo.`,
      );
      continue;
    }
    for (const copy of photoCopies(story.photo.file, size)) {
      await write(client, copy.src, await photoCopy(source, copy.width));
    }
  }
  return { problems, warnings: [] };
}
