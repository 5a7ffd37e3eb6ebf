import { downloadTypes, readDestination, type Destination } from "#app/schema/links.ts";
import type { ButtonContent } from "#app/schema/types.ts";

/** Where a button leads, or nothing when it has no link yet (an inert button). */
export function destinationOf(button: Pick<ButtonContent, "link" | "file">): Destination | undefined {
  const written = button.link || button.file;
  if (!written) return undefined;
  const read = readDestination(written);
  return "problem" in read ? undefined : read;
}

/** A download's type and size, as visitors who pay for their data want to know it: "PDF, 420 kB". */
export function describeDownload(path: string, bytes: number, language: string): string {
  const extension = path.split(".").at(-1)?.toLowerCase() ?? "";
  const type = downloadTypes[extension]?.name ?? extension.toUpperCase();
  const megabytes = bytes >= 1_000_000;
  const size = new Intl.NumberFormat(language, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(Math.max(1, bytes / (megabytes ? 1_000_000 : 1_000)));
  return `${type}, ${size}`;
}
