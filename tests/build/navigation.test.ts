// The way around every built page, with no script: the name leads home in the page's language,
// the staff's menu and call to action lead where the content says, the page's own entry is
// marked, and every page under another says where it sits, for visitors and search engines.
import { describe, expect, it } from "vitest";
import { destinationOf } from "#app/lib/destinations.ts";
import { pathIn } from "#app/lib/languages.ts";
import { absoluteUrl } from "#app/lib/meta.ts";
import { pageOf, trailOf } from "#app/lib/site-map.ts";
import { builtPages, documentOf, languages } from "./built-site.ts";

const languageOf = (page: (typeof builtPages)[number]) =>
  languages.find(({ language }) => language.code === page.language.code)!;

/** What a screen reader calls an element: its aria-label, or the words of what names it. */
function nameOf(element: Element): string | null {
  const by = element.getAttribute("aria-labelledby");
  return by
    ? (element.ownerDocument.getElementById(by)?.textContent ?? null)
    : element.getAttribute("aria-label");
}

/** The links in an element, each by its visible words (not what only screen readers hear) and address. */
const links = (within: Element | undefined) =>
  [...(within?.querySelectorAll("a") ?? [])].map((link) => {
    const visible = link.cloneNode(true) as Element;
    for (const spoken of visible.querySelectorAll(".sr-only")) spoken.remove();
    return { label: visible.textContent, href: link.getAttribute("href") };
  });

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

describe("the header of every page", () => {
  it("leads home from the organisation's name, and offers the staff's menu and call to action", () => {
    for (const page of builtPages) {
      const { content, language } = languageOf(page);
      const { site } = content;
      const header = documentOf(page.file).querySelector("header")!;
      const [name] = header.querySelectorAll("a");
      expect({ label: name?.textContent, href: name?.getAttribute("href") }, page.url).toEqual({
        label: site.name,
        href: pathIn(language, "/"),
      });
      const menu = [...header.querySelectorAll("nav")].find(
        (nav) => nameOf(nav) === site.navigation.menuLabel,
      );
      expect(links(menu), page.url).toEqual(
        site.navigation.menu.map((entry) => ({
          label: entry.label,
          href: destinationOf(entry, language)!.href,
        })),
      );
      const { action } = site.navigation;
      if (action) {
        // Its words, and for a link that leaves the site what screen readers hear of where.
        const href = destinationOf(action, language)!.href;
        // Not in the menu, which may lead to the same page.
        const outside = [...header.querySelectorAll("a")].filter((link) => !link.closest("nav"));
        const button = outside.find((link) => link.getAttribute("href") === href);
        expect(button?.textContent, `${page.url}: a link to ${href}`).toContain(action.label);
      }
    }
  });

  it("marks the page's own entry in the menu, and an entry only on a page at or under its address", () => {
    for (const page of builtPages.filter((built) => built.kind !== "not-found")) {
      const header = documentOf(page.file).querySelector("header")!;
      const home = header.querySelector("a");
      expect(home?.getAttribute("aria-current") ?? null, page.url).toBe(page.kind === "home" ? "page" : null);
      for (const entry of header.querySelectorAll("nav a")) {
        const href = entry.getAttribute("href")!;
        const own = href.startsWith("/") && !href.includes("#") && withSlash(href) === withSlash(page.url);
        const current = entry.getAttribute("aria-current");
        if (own) expect(current, `${href} on ${page.url}`).toBe("page");
        else if (current) {
          expect(current, `${href} on ${page.url}`).toBe("true");
          expect(page.url.startsWith(withSlash(href)), `${href} on ${page.url}`).toBe(true);
        }
      }
    }
  });
});

describe("where every page sits", () => {
  it("is said above its title by links to the pages above it, and to search engines in the same words", () => {
    for (const page of builtPages) {
      const { content, language } = languageOf(page);
      const made = pageOf(content, page.kind, page.slug)!;
      const trail = trailOf(content, made);
      const document = documentOf(page.file);
      const shown = [...document.querySelectorAll("main nav")].find(
        (nav) => nameOf(nav) === content.site.navigation.trailLabel,
      );
      if (!trail) {
        expect(shown, page.url).toBeUndefined();
        continue;
      }
      // The nearest alone where the page has words of its own for the way back to it.
      const last = trail.crumbs.at(-1)!;
      expect(links(shown), page.url).toEqual(
        (last.back ? [last] : trail.crumbs).map((crumb) => ({
          label: crumb.label,
          href: pathIn(language, crumb.path),
        })),
      );
      const data = JSON.parse(
        document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
      ) as { "@graph"?: Array<Record<string, unknown>> };
      const breadcrumbs = data["@graph"]?.find((node) => node["@type"] === "BreadcrumbList");
      expect(breadcrumbs, page.url).toEqual({
        "@type": "BreadcrumbList",
        itemListElement: [
          ...trail.crumbs.map((crumb) => ({ name: crumb.name, path: crumb.path })),
          { name: made.title, path: page.path },
        ].map(({ name, path }, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name,
          item: absoluteUrl(content.site, pathIn(language, path)),
        })),
      });
    }
  });
});
