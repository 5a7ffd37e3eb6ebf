// What a phone receives of a page in its first round trip: a new connection's first ten
// segments of 1,460 bytes (docs/decisions/0005). A page within it paints as soon as that round
// trip is back; a page past it waits for a second one, about a second more on 2G. The build
// measures every page as the server sends it, its gzipped copy, and says in plain words what
// to shorten.
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { JSDOM } from "jsdom";
import type { PageInLanguage } from "#app/lib/site-map.ts";
import { pageKinds } from "#app/lib/page-kinds.ts";

export const firstRoundTrip = 14_600;
/** Past this, a page is said to be close to the limit: a paragraph or two more reaches it. */
export const nearFirstRoundTrip = 13_600;

/** A part of a page as a visitor sees it: its heading, and how much text it holds. */
export interface PagePart {
  heading: string;
  characters: number;
}

export interface MeasuredPage {
  page: Pick<PageInLanguage, "kind" | "name" | "address" | "language">;
  /** The file to shorten, as the staff find it: "content/home.fr.yml". */
  file: string;
  bytes: number;
  /** Its sections with the most text first. */
  longest: readonly PagePart[];
  /** The site's own language, which needs no name: "en". */
  ownLanguage: string;
}

const count = new Intl.NumberFormat("en-US");
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

function described({ page, file, bytes, ownLanguage }: MeasuredPage): string {
  const language = page.language.code === ownLanguage ? "" : `${languageNames.of(page.language.code)} `;
  return `${file}: the ${language}${page.name} (${page.address}) is ${count.format(bytes)} bytes`;
}

function remedies({ page, longest }: MeasuredPage): string {
  const parts = longest
    .slice(0, 2)
    .map(({ heading, characters }) => `“${heading}” (${count.format(characters)} characters)`);
  const shorten = parts.length
    ? `shorten its longest sections, ${new Intl.ListFormat("en", { type: "conjunction" }).format(parts)}`
    : "shorten its text";
  const { remedy } = pageKinds[page.kind] as { remedy?: string };
  return remedy ? `${shorten}, or ${remedy}` : shorten;
}

/** The line that stops the build: the page, how far over, and what to shorten. */
export function overBudgetProblem(measured: MeasuredPage): string {
  const over = measured.bytes - firstRoundTrip;
  return `${described(measured)}, ${count.format(over)} more than a phone receives in its first round trip (${count.format(firstRoundTrip)}), so on a slow connection it would take a second round trip, about a second more, to show. To publish it, ${remedies(measured)}.`;
}

/** The line that warns: close to the limit, still published. */
export function nearBudgetWarning(measured: MeasuredPage): string {
  return `${described(measured)}, close to the ${count.format(firstRoundTrip)} a phone receives in its first round trip: past it, the page takes a second round trip to show. Before adding text to it, ${remedies(measured)}.`;
}

/**
 * Every built page measured against the first round trip, once its gzipped copy is written: a
 * problem for each page past it, a warning for each page close to it.
 */
export async function checkPageSizes(
  client: string,
  pages: readonly PageInLanguage[],
  {
    contentFolder,
    shownFolder,
    ownLanguage,
  }: { contentFolder: string; shownFolder: string; ownLanguage: string },
): Promise<{ problems: string[]; warnings: string[] }> {
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const page of pages) {
    const file = path.join(client, page.builtFile);
    const bytes = (await stat(existsSync(`${file}.gz`) ? `${file}.gz` : file)).size;
    if (bytes <= nearFirstRoundTrip) continue;
    // A translation's words are in its own file, unless it has none yet.
    const words = existsSync(path.join(contentFolder, page.wordsFile)) ? page.wordsFile : page.file;
    const measured: MeasuredPage = {
      page,
      file: `${shownFolder}/${words}`,
      bytes,
      longest: longestParts(await readFile(file, "utf8")),
      ownLanguage,
    };
    if (bytes > firstRoundTrip) problems.push(overBudgetProblem(measured));
    else warnings.push(nearBudgetWarning(measured));
  }
  return { problems, warnings };
}

/** The page's sections by the length of their text, each named by its heading. */
function longestParts(html: string): PagePart[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll("main section")]
    .filter((section) => !section.parentElement?.closest("section"))
    .map((section) => ({
      heading: section.querySelector("h1, h2, h3")?.textContent?.trim() ?? "",
      characters: (section.textContent ?? "").replace(/\s+/g, " ").trim().length,
    }))
    .filter((part) => part.heading)
    .sort((first, second) => second.characters - first.characters);
}
