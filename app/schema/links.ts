// The places a button or a link may lead, read from what a volunteer wrote. Only the form is
// checked here (this also runs in the editor); whether a page, a place on a page or a file
// exists is checked against the built site (scripts/postbuild/check-links.ts).

export type Destination =
  | { kind: "web" | "email" | "phone"; href: string }
  | { kind: "page"; href: string; path: string; anchor?: string }
  | { kind: "anchor"; href: string; anchor: string }
  | { kind: "file"; href: string; path: string };

/** Where files that staff upload are kept (public/files/) and served from. */
export const filesFolder = "/files/";

/** What a download may be: formats every phone opens in its browser, with no other app. */
export const downloadTypes: Record<string, { name: string; mediaType: string }> = {
  pdf: { name: "PDF", mediaType: "application/pdf" },
  jpg: { name: "JPEG", mediaType: "image/jpeg" },
  jpeg: { name: "JPEG", mediaType: "image/jpeg" },
  png: { name: "PNG", mediaType: "image/png" },
};

/** Spoken summaries: Opus in Ogg, small and clear at a low bit rate, or MP3 for Safari before 17. */
export const audioTypes: Record<string, { name: string; mediaType: string }> = {
  ogg: { name: "Opus", mediaType: "audio/ogg" },
  opus: { name: "Opus", mediaType: "audio/ogg" },
  mp3: { name: "MP3", mediaType: "audio/mpeg" },
};

/** The problem with the address of a recording, if any. */
export function audioProblem(written: string): string | undefined {
  const file = written.trim();
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? "";
  if (!file.startsWith(filesFolder) || !/^\/[^\s#?]*$/.test(file)) {
    return `"${file}" is not an uploaded file. Upload the recording here; it is kept in content${filesFolder}.`;
  }
  if (!audioTypes[extension]) {
    return `"${file}" is not a recording the site can play everywhere. Upload it as Opus (.ogg) or MP3 (.mp3).`;
  }
  return undefined;
}

const email = /^[^@\s/?#]+@[^@\s/?#]+\.[^@\s/?#.]{2,}$/;
// As the contact phone is written: + and the country code, then digits with spaces or marks.
const phone = /^\(?\+\d[\d\s().-]{5,}\d$/;
const anchorName = /^[a-z0-9][a-z0-9-]*$/;
const sitePath = /^\/[^\s#?]*$/;

/** Where a link leads, or the words that tell a volunteer what is wrong with it. */
export function readDestination(written: string): Destination | { problem: string } {
  const link = written.trim();
  const problem = (text: string) => ({ problem: `"${link}" ${text}` });
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  if (scheme === "http") {
    return problem(
      "starts with http://, which browsers mark as not secure. Write it with https://: form, payment and booking services all offer it.",
    );
  }
  if (scheme === "https") {
    return isWebAddress(link)
      ? { kind: "web", href: link }
      : problem(
          "is not a web address. Check it for typing mistakes: it looks like https://example.org/apply.",
        );
  }
  if (scheme === "mailto") {
    const [address = "", query] = link.slice("mailto:".length).split("?", 2);
    const subject = new URLSearchParams(query ?? "").get("subject");
    if (!email.test(decodeURIComponent(address)) || (query !== undefined && subject === null)) {
      return problem(
        "is not an email address. Write mailto: and the address, and ?subject= and a subject if you want one: mailto:hello@example.org?subject=Mentor application.",
      );
    }
    const href = `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
    return { kind: "email", href };
  }
  if (scheme === "tel") {
    const number = link.slice("tel:".length).trim();
    if (!phone.test(number)) {
      return problem(
        "is not a phone number as it is dialled from abroad. Write tel: then + and the country code, such as tel:+220 000 0000.",
      );
    }
    return { kind: "phone", href: `tel:${number.replace(/[^+\d]/g, "")}` };
  }
  if (scheme) {
    return problem(
      "is not a place a visitor can be sent. Write an address starting with https://, mailto: with an email address, tel: with a phone number, a page of this site such as /programs/, or # and a place on the page.",
    );
  }
  if (link.startsWith("#")) {
    const anchor = link.slice(1);
    if (anchor === "") return problem("leads nowhere. Write where it should lead, or leave the link out.");
    return anchorName.test(anchor)
      ? { kind: "anchor", href: link, anchor }
      : problem(
          "is not a place on the page: write # and its name in small letters and hyphens, such as #get-involved.",
        );
  }
  if (link.startsWith(filesFolder)) {
    const extension = /\.([a-z0-9]+)$/i.exec(link)?.[1]?.toLowerCase() ?? "";
    if (!downloadTypes[extension]) {
      return problem(
        `is not a kind of file the site offers. Upload a PDF, or a JPEG or PNG picture, instead.`,
      );
    }
    return sitePath.test(link)
      ? { kind: "file", href: link, path: link }
      : problem("is not a file name the site can serve: use letters, digits and hyphens, with no spaces.");
  }
  const [path = "", anchor] = link.split("#", 2);
  if (!sitePath.test(path) || (anchor !== undefined && !anchorName.test(anchor))) {
    return problem(
      "is not a web address or a page of this site. Write an address starting with https://, or a path on this site such as /programs/digital-bridge-gambia/.",
    );
  }
  return { kind: "page", href: link, path, ...(anchor ? { anchor } : {}) };
}

function isWebAddress(link: string): boolean {
  if (/\s/.test(link)) return false;
  try {
    const { hostname, username, password } = new URL(link);
    return /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(hostname) && !username && !password;
  } catch {
    return false;
  }
}

/**
 * What the build and the editor say of a link to an address the site has no page at, with a
 * few of the pages it has (by their addresses, in the site's own language) to choose from.
 */
export function notAPage(link: string, addresses: readonly string[]): string {
  const shown = 12;
  const some =
    addresses.length <= shown
      ? addresses.join(", ")
      : `${addresses.slice(0, shown).join(", ")} (or another of its ${addresses.length} pages)`;
  return `"${link}" is not a page of this site. Write one of: ${some}.`;
}
