// The files beside the stories' and events' pages: a feed of the stories in each language
// (Atom, feedsmith), a calendar file for each event (iCalendar, ics), and the small copies of
// the stories' photos (sharp). Made from the content the pages were made from.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { generateAtomFeed } from "feedsmith";
import { createEvent } from "ics";
import sharp from "sharp";
import type { Content } from "#app/content/load.server.ts";
import type { PageFacts, PageLanguage } from "#app/schema/types.ts";
import { eventInstants } from "#app/lib/event-times.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl } from "#app/lib/meta.ts";
import { photoCopies } from "#app/lib/photos.ts";
import { filesFolder } from "#app/schema/links.ts";
import {
  calendarFilePath,
  eventAnchor,
  eventsPath,
  feedPath,
  storiesPath,
  storyPath,
} from "#app/lib/site-map.ts";
import { newestFirst } from "#app/lib/stories.ts";

interface Language {
  language: PageLanguage;
  content: Content;
}

async function write(client: string, address: string, text: string): Promise<void> {
  const file = path.join(client, address.slice(1));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** The stories' feed in one language, newest first, each entry its summary and its page. */
export function storiesFeed({ language, content }: Language): string | undefined {
  const { site, stories } = content;
  const words = site.stories;
  const [newest] = newestFirst(stories);
  if (!words || !newest) return undefined;
  const url = (address: string) => absoluteUrl(site, pathIn(language, address));
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  return generateAtomFeed({
    id: absoluteUrl(site, feedPath(language)),
    title: { value: `${words.title} · ${site.name}` },
    subtitle: { value: words.intro },
    updated: day(newest.date),
    links: [
      { href: absoluteUrl(site, feedPath(language)), rel: "self", type: "application/atom+xml" },
      { href: url(storiesPath), rel: "alternate", type: "text/html", hreflang: language.code },
    ],
    authors: [{ name: site.name, uri: absoluteUrl(site, pathIn(language, "/")) }],
    entries: newestFirst(stories).map((story) => ({
      id: url(storyPath(story.slug)),
      title: { value: story.title },
      updated: day(story.date),
      published: day(story.date),
      summary: { value: story.summary },
      links: [{ href: url(storyPath(story.slug)), rel: "alternate", type: "text/html" }],
    })),
  });
}

/** An event as a calendar reads it: its instants in UTC, so every calendar shows her own time. */
export function calendarFile({ language, content }: Language, slug: string): string {
  const { site, events } = content;
  const event = events.find((candidate) => candidate.slug === slug);
  if (!event) throw new Error(`No event "${slug}".`);
  const { start, end } = eventInstants(event);
  const page = `${absoluteUrl(site, pathIn(language, eventsPath))}#${eventAnchor(event.slug)}`;
  const { error, value } = createEvent({
    uid: `${event.slug}@${new URL(site.siteUrl).hostname}`,
    productId: `-//${site.name}//${new URL(site.siteUrl).hostname}//${language.code.toUpperCase()}`,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: event.title,
    description: [event.description, event.online, page].filter(Boolean).join("\n\n"),
    location: event.place ?? event.online ?? "",
    url: page,
    organizer: { name: site.name, email: site.contact.email },
  });
  if (error || !value) throw error ?? new Error(`The calendar file of "${slug}" could not be made.`);
  return value;
}

/** Each language's feed and calendar files, and the copies of the photos every language shares. */
export async function writeNewsFiles(
  client: string,
  languages: readonly Language[],
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
      const file = path.join(client, copy.src.slice(1));
      await mkdir(path.dirname(file), { recursive: true });
      // On white, as the page's light scheme: a JPEG has no transparency, and would draw it black.
      await sharp(source)
        .autoOrient()
        .resize(copy.width)
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 70, mozjpeg: true })
        .toFile(file);
    }
  }
  return { problems, warnings: [] };
}
