import { audioTypes, downloadTypes, readDestination, type Destination } from "#app/schema/links.ts";
import { proseParts } from "#app/schema/prose.ts";
import type { ButtonContent, PageFacts, PageLanguage } from "#app/schema/types.ts";
import { pathIn } from "./languages.ts";
import { pagePath } from "./site-map.ts";

/**
 * Where a button leads, or nothing when it has no link yet (an inert button): its link, the
 * page or the form chosen for it, or its file. A page of the site is written as the site's own language
 * has it (/programs/…); on a translated page it leads to the same page in that language
 * (/fr/programs/…).
 */
export function destinationOf(
  button: Pick<ButtonContent, "link" | "page" | "file" | "form">,
  language: Pick<PageLanguage, "prefix"> = { prefix: "" },
): Destination | undefined {
  const written = button.link || button.page || button.file || (button.form && pagePath("form", button.form));
  if (!written) return undefined;
  const read = readDestination(written);
  if ("problem" in read) return undefined;
  if (read.kind !== "page" || !language.prefix || read.path.startsWith(`${language.prefix}/`)) return read;
  return { ...read, href: pathIn(language, read.href), path: pathIn(language, read.path) };
}

/** A paragraph the staff wrote, its links each with where it leads in the page's language. */
export function proseLinks(
  paragraph: string,
  language: Pick<PageLanguage, "prefix">,
): Array<{ words: string; href?: string }> {
  return proseParts(paragraph).map(({ words, link }) => {
    const destination = link ? destinationOf({ link }, language) : undefined;
    return destination ? { words, href: destination.href } : { words };
  });
}

/** A download's type and size, as visitors who pay for their data want to know it: "PDF, 420 kB". */
export function describeDownload(path: string, bytes: number, language: string): string {
  const extension = path.split(".").at(-1)?.toLowerCase() ?? "";
  const type = (downloadTypes[extension] ?? audioTypes[extension])?.name ?? extension.toUpperCase();
  const megabytes = bytes >= 1_000_000;
  const size = new Intl.NumberFormat(language, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(Math.max(1, bytes / (megabytes ? 1_000_000 : 1_000)));
  return `${type}, ${size}`;
}

/** A recording's length, type and size in the page's language: "1 min 5 sec · MP3, 320 kB". */
export function describeRecording(
  file: string,
  facts: Pick<PageFacts, "downloads" | "durations" | "formats">,
): string {
  const locale = facts.formats.dates;
  const seconds = Math.round(facts.durations[file] ?? 0);
  // Each unit as the language shortens it, side by side as it lists measures: "1 min 15 s" in
  // French, where a duration's own format says "1 min et 15 s".
  const minutes = Math.floor(seconds / 60);
  const units = [
    ...(minutes > 0 ? [{ unit: "minute", value: minutes }] : []),
    ...(seconds % 60 > 0 || minutes === 0 ? [{ unit: "second", value: seconds % 60 }] : []),
  ];
  const length = new Intl.ListFormat(locale, { type: "unit", style: "narrow" }).format(
    units.map(({ unit, value }) =>
      new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short" }).format(value),
    ),
  );
  return `${length} · ${describeDownload(file, facts.downloads[file] ?? 0, locale)}`;
}
