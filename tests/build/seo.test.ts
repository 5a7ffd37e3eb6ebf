import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkedContent } from "#app/content/load.server.ts";
import { absoluteUrl as siteAddress } from "#app/lib/meta.ts";
import { pageOf, pagePath } from "#app/lib/site-map.ts";
import { hasPage } from "#app/lib/programs.ts";
import { pathIn } from "#app/lib/languages.ts";
import { firstParagraph } from "#app/lib/text.ts";
import { eventDescription, listedEvent } from "#app/lib/event-listing.ts";
import { titleLength } from "#app/schema/page-titles.ts";
import { budgets } from "./budgets.ts";
import { builtPages, client, content, documentOf, languages, readBuilt } from "./built-site.ts";

const { site, programs } = content;
const absoluteUrl = (path: string) => siteAddress(site, path);
const programsWithPages = programs.filter(hasPage);

function meta(document: Document, key: string): string | null {
  return (
    document.querySelector(`meta[property="${key}"]`)?.getAttribute("content") ??
    document.querySelector(`meta[name="${key}"]`)?.getAttribute("content") ??
    null
  );
}

function structuredData(file: string): Record<string, unknown> {
  const scripts = documentOf(file).querySelectorAll('script[type="application/ld+json"]');
  expect(scripts, `${file} has one JSON-LD block`).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent!) as Record<string, unknown>;
}

function pngSize(file: string): { width: number; height: number; bytes: number } {
  const png = readFileSync(path.join(client, file));
  expect(png.subarray(1, 4).toString("latin1"), `${file} is a PNG`).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bytes: png.length };
}

describe("titles and descriptions", () => {
  const documents = builtPages.map((page) => ({ page, document: documentOf(page.file) }));

  it("are each page's own: titles distinct within each language, each description its page's content", () => {
    // A page and its twin in another language may share a title (a name kept in every
    // language), and pages search engines do not list (thank-you pages) may thank alike.
    for (const { language } of languages) {
      const inLanguage = documents.filter(({ page }) => page.language.code === language.code && page.indexed);
      const titles = inLanguage.map(({ document }) => document.title);
      expect(
        titles.filter((title, index) => titles.indexOf(title) !== index),
        `titles used twice in ${language.name}`,
      ).toEqual([]);
    }
    for (const { page, document } of documents) {
      const inLanguage = languages.find(({ language }) => language.code === page.language.code)!;
      const { home, programs, allPrograms, notFound, forms, site, stories, events, reports, pages } =
        inLanguage.content;
      const programDescription = programs.find((program) => program.slug === page.slug)?.page
        ?.metaDescription;
      // A form says what its introduction's first paragraph says.
      const formIntro = forms.find((form) => form.slug === page.slug)?.intro;
      const formDescription = formIntro && firstParagraph(formIntro);
      const own = {
        home: home.metaDescription,
        "all-programs": allPrograms.metaDescription,
        program: programDescription,
        apply: programDescription,
        "apply-thanks": programDescription,
        // A program's donation page says what the donation page says.
        gift: pageOf(inLanguage.content, "gift", page.slug)?.item.donation.description,
        "not-found": notFound.metaDescription,
        form: formDescription,
        "form-thanks": formDescription,
        stories: site.stories?.metaDescription,
        story: stories.find((story) => story.slug === page.slug)?.summary,
        events: site.events?.metaDescription,
        "past-events": site.events?.metaDescription,
        // An event's page says when and where it is, then what happens there.
        event: ((event) =>
          event &&
          eventDescription(
            listedEvent(event, { language: page.language, content: { site, programs } }),
            site.events?.onlineLabel ?? "",
          ))(events.find((event) => event.slug === page.slug)),
        report: reports.find((report) => String(report.year) === page.slug)?.metaDescription,
        page: pages.find((staffPage) => staffPage.slug === page.slug)?.description,
      }[page.kind];
      const shown = meta(document, "description");
      // A description a translation lacks gives way to words of the page's language, where the
      // page or the site has some: a preview cannot say that a line is in another language.
      if (own && shown !== own && inLanguage.words.untranslated.includes(own)) {
        expect(inLanguage.words.untranslated, page.url).not.toContain(shown);
      } else expect(shown, page.url).toBe(own);
    }
    // A copied program keeps the description it was copied with until it is rewritten, and a
    // form and its thank-you page say what their program's page says: one at least per kind.
    const ownPages = documents.filter(
      ({ page }) => !["apply", "apply-thanks", "form-thanks", "past-events", "gift"].includes(page.kind),
    );
    expect(
      new Set(ownPages.map(({ document }) => meta(document, "description"))).size,
    ).toBeGreaterThanOrEqual(new Set(ownPages.map(({ page }) => page.kind)).size);
  });

  it("are in the page's language, but where the staff left that very field untranslated and the build said so", () => {
    const { warnings } = checkedContent();
    // The build's line for a translation file: its titles and descriptions still in the site's
    // own language, or the file not there at all.
    const said = (wordsFile: string) =>
      warnings.some(
        (line) =>
          line.includes(`/${wordsFile}: `) &&
          /search results and link previews|there is no such file yet/.test(line),
      );
    for (const { language, words } of languages.slice(1)) {
      for (const { page, document } of documents.filter(({ page }) => page.language.code === language.code)) {
        const previews = [
          meta(document, "og:title"),
          meta(document, "description"),
          meta(document, "og:description"),
        ];
        const untranslated = previews.filter((text) => text !== null && words.untranslated.includes(text));
        if (untranslated.length > 0)
          expect(said(page.wordsFile), `${page.url}: ${untranslated.join(" | ")}`).toBe(true);
      }
      // An event's calendar file is named by its title, in the language of its page.
      const calendars = path.join(client, "calendar", language.code);
      for (const file of existsSync(calendars) ? readdirSync(calendars) : []) {
        const summary = /^SUMMARY:(.*)$/m.exec(readFileSync(path.join(calendars, file), "utf8"))?.[1] ?? "";
        const title = summary.replaceAll("\\,", ",").replaceAll("\\;", ";");
        if (words.untranslated.includes(title)) {
          expect(said(`events/${file.replace(/\.ics$/, `.${language.code}.yml`)}`), `${file}: ${title}`).toBe(
            true,
          );
        }
      }
    }
  });

  it("have descriptions of 70 to 160 characters", () => {
    for (const { page, document } of documents) {
      const length = meta(document, "description")?.length ?? 0;
      // An event's says its day and place before her words, which may be a line: it is as long
      // as they make it (its words above).
      if (page.kind !== "event") expect(length, page.url).toBeGreaterThanOrEqual(70);
      expect(length, page.url).toBeLessThanOrEqual(160);
    }
  });

  it("have titles that search results show whole, and the organisation's name in its own language", () => {
    const [own] = languages;
    for (const { page, document } of documents) {
      expect([...document.title].length, page.url).toBeLessThanOrEqual(titleLength);
      const name = languages.find(({ language }) => language.code === page.language.code)!.content.site.name;
      const names = [...document.querySelectorAll("header span, footer span")].filter(
        (span) => span.textContent === name,
      );
      expect(names.length, page.url).toBeGreaterThan(0);
      // Kept as the site's own language writes it, a French screen reader says it in English.
      const kept =
        page.language.code !== own?.language.code && name === site.name ? own?.language.code : null;
      for (const name of names) expect(name.getAttribute("lang"), page.url).toBe(kept);
    }
  });

  it("give indexed pages an absolute canonical address and keep the others out of search", () => {
    for (const { page, document } of documents) {
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
      if (!page.indexed) {
        expect(meta(document, "robots")).toBe("noindex");
        expect(canonical).toBeUndefined();
      } else {
        expect(canonical).toBe(absoluteUrl(page.url));
        expect(meta(document, "robots")).toBeNull();
      }
    }
  });

  it("set theme colours for light and dark", () => {
    const colours = [...documentOf("index.html").querySelectorAll('meta[name="theme-color"]')].map((m) =>
      m.getAttribute("media"),
    );
    expect(colours).toEqual(["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"]);
  });
});

describe("share cards", () => {
  for (const page of builtPages.filter((builtPage) => builtPage.shareKey)) {
    it(`${page.url} has Open Graph and Twitter tags with its own 1200×630 image`, () => {
      const document = documentOf(page.file);
      for (const key of [
        "og:title",
        "og:description",
        "og:type",
        "og:site_name",
        "og:locale",
        "og:image:alt",
      ]) {
        expect(meta(document, key), key).toBeTruthy();
      }
      expect(meta(document, "og:url")).toBe(absoluteUrl(page.url));
      expect(meta(document, "og:site_name")).toBe(site.name);
      expect(meta(document, "twitter:card")).toBe("summary_large_image");
      const image = meta(document, "og:image")!;
      expect(image.startsWith(`${site.siteUrl}/og/`)).toBe(true);
      expect(meta(document, "og:image:width")).toBe("1200");
      expect(meta(document, "og:image:height")).toBe("630");
      const { width, height, bytes } = pngSize(new URL(image).pathname);
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
      expect(bytes).toBeLessThanOrEqual(budgets.shareImage);
    });
  }
});

describe("structured data", () => {
  it("describes the organisation on the home page", () => {
    const data = structuredData("index.html");
    expect(data["@context"]).toBe("https://schema.org");
    const organisation = (data["@graph"] as Array<Record<string, unknown>>)[0]!;
    expect(organisation).toMatchObject({
      "@type": "NGO",
      name: site.name,
      url: absoluteUrl("/"),
      logo: absoluteUrl("/icon-512.png"),
      description: site.description,
      email: site.contact.email,
      telephone: site.contact.phone,
      foundingDate: String(site.foundingYear),
      address: { "@type": "PostalAddress", streetAddress: site.contact.address.street },
    });
    expect(organisation.areaServed).toHaveLength(site.countriesServed.length);
  });

  for (const program of programsWithPages) {
    // Its trail, as every page's, is held by navigation.test.ts.
    it(`describes ${program.title} and its dates on its page`, () => {
      const file = `${pagePath("program", program.slug).slice(1)}index.html`;
      const graph = structuredData(file)["@graph"] as Array<Record<string, unknown>>;
      expect(graph.find((node) => node["@type"] === "EducationalOccupationalProgram")).toMatchObject({
        name: program.title,
        description: program.page.metaDescription,
        provider: { "@type": "NGO", name: site.name },
        timeToComplete: `P${program.weeks}W`,
        educationalProgramMode: program.page.mode,
        inLanguage: program.languages.map((language) => language.code),
        startDate: program.page.nextCohortStart,
        applicationDeadline: program.page.applicationDeadline,
      });
    });
  }
});

describe("sitemap and robots.txt", () => {
  it("list exactly the indexable pages, in every language", () => {
    const sitemap = readBuilt("sitemap.xml");
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = builtPages.filter((page) => page.indexed && !page.language.prefix);
    expect(locations).toEqual(
      expected
        .map((page) => page.url)
        .flatMap((pagePath) => languages.map(({ language }) => absoluteUrl(pathIn(language, pagePath)))),
    );
    expect(readBuilt("robots.txt")).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
    );
  });
});

describe("every language", () => {
  const [own] = languages;
  const pages = builtPages.filter((page) => page.indexed);
  const addressOf = (page: (typeof builtPages)[number]) => absoluteUrl(page.url);

  it("has its pages, each saying its language", () => {
    expect(languages.length, "content/site.yml lists a translation").toBeGreaterThan(1);
    for (const page of builtPages) {
      const document = documentOf(page.file);
      expect(document.documentElement.lang, page.url).toBe(page.language.code);
      expect(meta(document, "og:locale"), page.url).toBe(page.language.locale);
    }
  });

  it("links each page to itself in every language and back, with x-default the site's own", () => {
    for (const page of pages) {
      const alternates = [...documentOf(page.file).querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => [link.getAttribute("hreflang"), link.getAttribute("href")],
      );
      const same = pages.filter((other) => other.path === page.path);
      expect(alternates, page.url).toEqual([
        ...same.map((other) => [other.language.code, addressOf(other)]),
        ["x-default", addressOf(same.find((other) => other.language.code === own?.language.code)!)],
      ]);
      for (const other of same) {
        const back = documentOf(other.file).querySelector(
          `link[rel="alternate"][hreflang="${page.language.code}"]`,
        );
        expect(back?.getAttribute("href"), `${other.url} links back to ${page.url}`).toBe(addressOf(page));
      }
    }
  });

  it("lists every page's alternates in the sitemap", () => {
    const sitemap = readBuilt("sitemap.xml");
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const page of pages) {
      const entry = sitemap.split("<url>").find((url) => url.includes(`<loc>${addressOf(page)}</loc>`));
      expect(entry, page.url).toBeDefined();
      for (const other of pages.filter((candidate) => candidate.path === page.path)) {
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="${other.language.code}" href="${addressOf(other)}"/>`,
        );
      }
    }
  });

  it("shares its own image and names its language in the structured data", () => {
    for (const page of pages) {
      const document = documentOf(page.file);
      expect(new URL(meta(document, "og:image")!).pathname, page.url).toBe(
        `/og${page.language.prefix}/${page.shareKey}.png`,
      );
      // A form page tells search engines nothing the program's page does not.
      if (page.kind === "apply") continue;
      const graph = structuredData(page.file)["@graph"] as Array<Record<string, unknown>>;
      // A page of questions and answers is a WebPage of schema.org's kind FAQPage.
      expect(
        graph.find((node) => node["@type"] === "WebPage" || node["@type"] === "FAQPage"),
        page.url,
      ).toMatchObject({
        url: addressOf(page),
        inLanguage: page.language.code,
      });
    }
  });

  it("has a manifest that opens the site in it", () => {
    for (const page of builtPages) {
      const href = documentOf(page.file).querySelector('link[rel="manifest"]')?.getAttribute("href");
      expect(href, page.url).toBe(pathIn(page.language, "/site.webmanifest"));
      const manifest = JSON.parse(readBuilt(href!.slice(1))) as Record<string, string>;
      expect(manifest, href!).toMatchObject({
        lang: page.language.code,
        start_url: pathIn(page.language, "/"),
        scope: pathIn(page.language, "/"),
      });
    }
  });
});

describe("icons and manifest", () => {
  it("include a favicon.ico, an SVG icon that adapts to dark mode and an apple-touch-icon", () => {
    const ico = readFileSync(path.join(client, "favicon.ico"));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect(readBuilt("icon.svg")).toContain("prefers-color-scheme: dark");
    expect(pngSize("apple-touch-icon.png")).toMatchObject({ width: 180, height: 180 });
  });

  it("have a web app manifest with 192 and 512 icons, one maskable", () => {
    const manifest = JSON.parse(readBuilt("site.webmanifest")) as {
      name: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest.name).toBe(site.name);
    for (const icon of manifest.icons.filter((entry) => entry.src.endsWith(".png"))) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(icon.src.slice(1)), icon.src).toMatchObject({ width, height });
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.filter((icon) => icon.purpose === "maskable")).toHaveLength(1);
  });
});
