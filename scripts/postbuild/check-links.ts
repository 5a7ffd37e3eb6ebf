// Every link the content sets, checked against the site the build made: a page must be
// one of its pages, a place (#…) an id that page really has, a file one that was
// uploaded. The links are found by the schema's vocabulary (every field that holds an address
// or a file), in every file of every kind of content. Each problem is one line naming the file
// and the field, as the content check words them. A translation is checked for the links it
// writes itself, on its own pages.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type * as z from "zod";
import { describePath, fieldsOfKind, valueAt } from "#app/schema/field-path.ts";
import { notAPage } from "#app/schema/links.ts";
import { proseParts } from "#app/schema/prose.ts";
import { filesOf } from "#app/schema/registry.ts";
import { translationFile } from "#app/schema/translations.ts";
import type { Content } from "#app/content/load.server.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { editorPath } from "#deploy/paths.ts";
import { destinationOf } from "#app/lib/destinations.ts";
import { detached } from "./detached.ts";

/** Files past this size get a warning: visitors on mobile data pay for every byte. */
export const largeDownloadBytes = 2_000_000;

interface LinkCheck {
  problems: string[];
  warnings: string[];
}

interface ContentFile {
  /** As a volunteer finds it, e.g. "content/programs/digital-bridge-gambia.yml". */
  file: string;
  schema: z.ZodType;
  data: unknown;
}

/** A built page: the places (ids) it has, the addresses its links lead to, and whether it is listed. */
export interface BuiltPage {
  places: string[];
  /** Its links to a place on a page ("#apply", "/about/#team"): the others are not read. */
  links: Set<string>;
  /** Not a page reached only by sending a form (noindex): one a button may lead to. */
  listed: boolean;
}

/** A language's content, besides the site's own (`own`), which it is a translation of. */
interface Translation {
  language: PageLanguage;
  own: Content;
}

export function checkLinks(
  client: string,
  content: Content,
  shownFolder: string,
  translation?: Translation,
  /** The built pages by address, as `builtPage` reads each: read from `client` when not given. */
  pages: ReadonlyMap<string, BuiltPage> = builtPages(client),
): LinkCheck {
  const check: LinkCheck = { problems: [], warnings: [] };
  const language = translation?.language.prefix ? translation.language : undefined;
  const ownFiles = language && translation ? contentFiles(translation.own, shownFolder, undefined) : [];
  // The pages of this language, which show its links.
  const languageFolders = [...pages.keys()]
    .filter((address) => address.endsWith("/404.html") && address !== "/404.html")
    .map((address) => address.slice(0, -"404.html".length));
  const inLanguage = [...pages.keys()].filter((address) =>
    language
      ? address.startsWith(`${language.prefix}/`)
      : !languageFolders.some((folder) => address.startsWith(folder)),
  );
  for (const file of contentFiles(content, shownFolder, language)) {
    const ownData = ownFiles.find(
      (candidate) => language && file.file === translationFile(candidate.file, language.code),
    )?.data;
    const links = [...fieldsOfKind(file.schema, file.data, ["link", "page", "file", "prose"])].flatMap(
      ({ at, value, meta }) =>
        meta.kind === "prose"
          ? proseParts(value).flatMap((part) => (part.link ? [{ at, value: part.link, field: value }] : []))
          : [{ at, value, field: value }],
    );
    for (const { at, value: link, field } of links) {
      if (link === "#") continue;
      // What the translation leaves to the site's own file was checked with it.
      if (language && valueAt(ownData, at) === field) continue;
      const where = `${file.file}: ${describePath(file.schema, file.data, at)}`;
      // Where the page's visitor is sent: a page of the site in the page's own language.
      const read = destinationOf({ link }, language);
      if (!read) continue; // The content check reports it.
      if (read.kind === "file") {
        const onDisk = path.join(client, read.path);
        if (!existsSync(onDisk)) {
          check.problems.push(
            `${where} "${link}" is not among the uploaded files. Upload it in the editor, or put it in ${shownFolder}/files/.`,
          );
        } else if (statSync(onDisk).size > largeDownloadBytes) {
          const megabytes = (statSync(onDisk).size / 1_000_000).toFixed(1);
          check.warnings.push(
            `${where} "${link}" is ${megabytes} MB: visitors on mobile data pay for every megabyte. Make it smaller than 2 MB if you can.`,
          );
        }
        continue;
      }
      if (read.kind !== "page" && read.kind !== "anchor") continue;
      const page = read.kind === "page" ? pageFor(read.path, pages) : undefined;
      if (read.kind === "page" && !page) {
        // Pages as the site's own language addresses them, which is how links are written.
        const addresses = [...pages].flatMap(([address, { listed }]) =>
          listed &&
          !address.endsWith("/404.html") &&
          !languageFolders.some((folder) => address.startsWith(folder))
            ? [address]
            : [],
        );
        check.problems.push(`${where} ${notAPage(link, addresses)}`);
        continue;
      }
      if (!read.anchor) continue;
      // A place on the page the link is on: each page of its language that shows it.
      const showing = inLanguage.filter((address) => pages.get(address)?.links.has(read.href));
      for (const target of page ? [page] : showing) {
        const places = pages.get(target)?.places ?? [];
        if (places.includes(read.anchor)) continue;
        const named = target === "/" ? "the home page" : target;
        check.problems.push(
          `${where} "${link}" leads to a place that ${named} does not have. Write one of: ${places.map((place) => `#${place}`).join(", ")}.`,
        );
      }
    }
  }
  return check;
}

/** Every content file of every kind, as a volunteer finds it; a translation's are its own files. */
function contentFiles(
  content: Content,
  shownFolder: string,
  language: PageLanguage | undefined,
): ContentFile[] {
  return filesOf(content).map(({ file, schema, data }) => ({
    file: language ? translationFile(`${shownFolder}/${file}`, language.code) : `${shownFolder}/${file}`,
    schema,
    data,
  }));
}

/** The site's pages by address ("/programs/x/", "/fr/"), with the places (ids) and links each has. */
function builtPages(client: string): Map<string, BuiltPage> {
  const pages = new Map<string, BuiltPage>();
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).map((file) =>
    file.split(path.sep).join("/"),
  );
  for (const file of files.filter((name) => !name.startsWith(editorPath.slice(1)))) {
    const address = pageAddress(file);
    if (address) pages.set(address, builtPage(readFileSync(path.join(client, file), "utf8")));
  }
  return pages;
}

/** The address a built file is a page at ("/programs/x/", "/fr/404.html"), if it is a page. */
export function pageAddress(file: string): string | undefined {
  if (file === "index.html" || file.endsWith("/index.html")) return `/${file.slice(0, -"index.html".length)}`;
  if (file === "404.html" || file.endsWith("/404.html")) return `/${file}`;
  return undefined;
}

/** What the checks read of a page: the places it has, and its links to places. */
export function builtPage(html: string): BuiltPage {
  const ids = [...html.matchAll(/\sid="([a-z0-9][a-z0-9-]*)"/g)].map((match) => detached(match[1] ?? ""));
  const links = new Set(
    [...html.matchAll(/\shref="([^"]*#[^"]*)"/g)].map((match) => detached(decodeEntities(match[1] ?? ""))),
  );
  // Ids that name a heading or a form field are for assistive technology, not places to link.
  return {
    places: ids.filter((id) => !/-(heading|title|email)$|^main-content$/.test(id)),
    links,
    listed: !/<meta name="robots" content="noindex"/.test(html),
  };
}

/** An attribute's value as the page means it: "&amp;" is "&". */
function decodeEntities(value: string): string {
  return value.replace(
    /&(amp|quot|#39|lt|gt);/g,
    (_, entity: string) => ({ amp: "&", quot: '"', "#39": "'", lt: "<", gt: ">" })[entity] ?? "",
  );
}

/** The address of the built page a path names, with or without its trailing slash. */
function pageFor(pathname: string, pages: ReadonlyMap<string, BuiltPage>): string | undefined {
  if (pages.has(pathname) && !pathname.endsWith("/404.html")) return pathname;
  const withSlash = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return pages.has(withSlash) ? withSlash : undefined;
}
