import { describe, expect, it } from "vitest";
import { pageHead } from "./page-head.ts";

// A French page of a site whose own language is English, some of whose words the translation
// has not written yet: those are "untranslated".
const english = "Free tech training, mentorship and support to start a business, in 15 countries.";
const frenchLead =
  "Formation gratuite au numérique pour les femmes des zones rurales de Gambie, sur leur téléphone.";
const frenchSite = "Une association qui ouvre aux femmes les métiers du numérique, dans 15 pays depuis 2018.";
const french = { code: "fr", prefix: "/fr", locale: "fr_FR", name: "Français" } as never;
const loaded = (untranslated: string[], siteDescription = frenchSite) => ({
  content: { site: { siteUrl: "https://example.org", description: siteDescription } },
  base: { site: { language: "en" } },
  language: french,
  words: { untranslated, kept: [], translating: {} },
});
const page = { path: "/programs/x/", title: "Passerelle numérique", shareKey: "x" };

describe("a page's head in a language its translation does not finish", () => {
  it("keeps its own description where the translation has one", () => {
    expect(pageHead(loaded([]), page, { description: english, lead: frenchLead }).description).toBe(english);
  });

  it("gives way to the page's lead, then the site's description, in the page's language", () => {
    expect(pageHead(loaded([english]), page, { description: english, lead: frenchLead }).description).toBe(
      frenchLead,
    );
    expect(
      pageHead(loaded([english, frenchLead]), page, { description: english, lead: frenchLead }).description,
    ).toBe(frenchSite);
  });

  it("passes over a lead too short for a search result's description", () => {
    expect(
      pageHead(loaded([english]), page, { description: english, lead: "Sur téléphone." }).description,
    ).toBe(frenchSite);
  });

  it("keeps the site's own words where the page's language has none to give", () => {
    const none = loaded([english, frenchLead, frenchSite]);
    expect(pageHead(none, page, { description: english, lead: frenchLead }).description).toBe(english);
  });

  it("names the page as search engines see it, and its share image's words", () => {
    const head = pageHead(loaded([]), page, {
      description: english,
      shareAlt: "Passerelle numérique : sur le téléphone",
      structuredData: (described) => ({ url: described.url }),
    });
    expect(head.structuredData).toEqual({ url: "https://example.org/fr/programs/x/" });
    expect(head.shareImage).toEqual({ key: "x", alt: "Passerelle numérique : sur le téléphone" });
  });
});
