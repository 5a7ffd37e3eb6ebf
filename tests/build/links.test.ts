import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtPages, documentOf, fileForPath, readBuilt, sitePath } from "./built-site.ts";

const allowedSchemes = /^(mailto:|tel:)/;

/**
 * What a page loads or leads to on the site: every address but a link to another site, which
 * the staff may set on any button (a form, a donation page).
 */
function referencesIn(file: string): string[] {
  const document = documentOf(file);
  const elsewhere = (element: Element) =>
    element.tagName === "A" &&
    /^https?:\/\//.test(element.getAttribute("href") ?? "") &&
    !sitePath(element.getAttribute("href")!);
  const references = [...document.querySelectorAll("[href], [src], [srcset]")]
    .filter((element) => !elsewhere(element))
    .flatMap((element) => [
      element.getAttribute("href"),
      element.getAttribute("src"),
      ...(element.getAttribute("srcset") ?? "")
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0]),
    ]);
  const metaUrls = [...document.querySelectorAll('meta[property="og:image"], meta[property="og:url"]')].map(
    (meta) => meta.getAttribute("content"),
  );
  return [...references, ...metaUrls].filter((reference): reference is string => Boolean(reference));
}

describe("links and assets", () => {
  for (const page of builtPages) {
    it(`every href and src on ${page.url} resolves to a file of the site`, () => {
      const broken: string[] = [];
      const document = documentOf(page.file);
      for (const reference of referencesIn(page.file)) {
        if (reference === "#" || allowedSchemes.test(reference)) continue;
        if (reference.startsWith("#")) {
          if (!document.getElementById(reference.slice(1)))
            broken.push(`${reference} (no such id on the page)`);
          continue;
        }
        const pathname = sitePath(reference);
        if (!pathname) broken.push(`${reference} (another origin)`);
        else if (!fileForPath(pathname)) broken.push(`${reference} (no such file in build/client)`);
      }
      expect(broken).toEqual([]);
    });
  }

  it("every icon a page draws is a symbol of the site's file of icons", () => {
    const missing = builtPages.flatMap((page) =>
      [...documentOf(page.file).querySelectorAll("use[href]")].flatMap((use) => {
        const [file = "", id = ""] = use.getAttribute("href")!.split("#");
        const sprite = fileForPath(sitePath(file) ?? "//");
        const symbols = sprite ? readFileSync(sprite, "utf8") : "";
        return symbols.includes(`<symbol id="${id}"`) ? [] : [`${page.url}: ${use.getAttribute("href")}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it("the inline CSS and the web app manifest point only to files of the site", () => {
    const cssUrls = builtPages.flatMap((page) =>
      [...documentOf(page.file).querySelectorAll("style")].flatMap((style) =>
        [...(style.textContent ?? "").matchAll(/url\((['"]?)([^)'"]+)\1\)/g)].map((match) => match[2]!),
      ),
    );
    const manifest = JSON.parse(readBuilt("site.webmanifest")) as { icons: Array<{ src: string }> };
    const urls = [
      ...cssUrls.filter((url) => !url.startsWith("data:")),
      ...manifest.icons.map((icon) => icon.src),
    ];
    expect(urls.filter((url) => !fileForPath(sitePath(url) ?? "//"))).toEqual([]);
  });

  it("load nothing from another origin: only a link may lead there", () => {
    for (const page of builtPages) {
      const foreign = [...documentOf(page.file).querySelectorAll("[href], [src], [srcset]")]
        .filter((element) => element.tagName !== "A")
        .flatMap((element) => ["href", "src", "srcset"].map((name) => element.getAttribute(name) ?? ""))
        .filter((url) => /^(https?:)?\/\//.test(url) && !sitePath(url));
      expect(foreign, page.url).toEqual([]);
    }
  });
});
